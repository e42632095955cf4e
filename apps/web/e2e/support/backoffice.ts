import { createStaffMember, staffLogin } from '@tessera/contracts';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { ADMIN_PASSWORD } from '../global-setup';
import { type TestApi, uniqueName } from './api';
import { screenshot } from './browser';
import { visit } from './site';

/** The phone the journeys use besides the desktop (an iPhone 12–15 viewport). */
export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1366, height: 860 } as const;

/** Where the server serves the console (its router's basename). */
const CONSOLE_BASE = '/backoffice';

export const STAFF_PASSWORD = 'Console-pass-1';

/** A fresh staff account of the role (created by the demo's admin through the staff API). */
export async function createStaff(
  api: TestApi,
  role: 'finance' | 'support' | 'risk' | 'content' | 'admin',
  prefix = role.slice(0, 3),
) {
  const { token } = await api.call(staffLogin, { body: { username: 'admin', password: ADMIN_PASSWORD } });
  const username = uniqueName(`bo${prefix}`).toLowerCase();
  await api.call(createStaffMember, { body: { username, password: STAFF_PASSWORD, role }, token });
  return username;
}

/** A staff account's session token (one made by `createStaff`), for staff calls a journey makes itself. */
export async function staffTokenOf(api: TestApi, username: string): Promise<string> {
  return (await api.call(staffLogin, { body: { username, password: STAFF_PASSWORD } })).token;
}

/**
 * The console follows the system's colour scheme until a staff member picks one: the journeys set
 * the scheme the browser reports (the member site's stored `theme` is not the console's).
 */
export async function useScheme(page: Page, scheme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
}

/** Opens a console path; a signed-out visit lands on the sign-in page. */
export async function openConsole(page: Page, baseUrl: string, path = '/'): Promise<void> {
  await visit(page, `${baseUrl}${CONSOLE_BASE}${path}`);
}

/** Signs in on the console's sign-in page and waits for the shell. */
export async function signIn(page: Page, username: string, password: string): Promise<void> {
  const form = page.getByTestId('login-form');
  await form.waitFor();
  await form.locator('input[name=username]').fill(username);
  await form.locator('input[name=password]').fill(password);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('whoami-name').filter({ hasText: username }).waitFor();
}

/**
 * Opens the phone's drawer and waits until it has slid in. A change of page closes the drawer,
 * and the console moves a newly signed-in member of staff to their first page: a press that came
 * just before that move is made again.
 */
async function openDrawer(page: Page): Promise<void> {
  const shell = page.locator('.shell');
  await expect
    .poll(async () => {
      if (!(await shell.evaluate((el) => el.classList.contains('shell--open'))))
        await page.getByTestId('menu-open').click();
      return page.getByTestId('sidebar').evaluate((el) => el.getBoundingClientRect().left);
    })
    .toBe(0);
}

/** The drawer on a phone: opened before a menu item is chosen. */
export async function goTo(page: Page, item: string, phone: boolean): Promise<void> {
  if (phone) await openDrawer(page);
  await page.getByTestId(`nav-${item}`).click();
}

/** Signs out from the menu (opened first on a phone, where it is a drawer). */
export async function signOutOfConsole(page: Page, phone: boolean): Promise<void> {
  if (phone) await openDrawer(page);
  await page.getByTestId('sign-out').click();
  await page.getByTestId('login-form').waitFor();
}

/**
 * Waits until a list has loaded (its rows or its empty state), then takes the picture. A list's
 * request may take over a second on a busy CI host (poll's default wait), so it gets ten.
 */
export async function settled(page: Page, table: string): Promise<void> {
  await drawnForAddress(page);
  await page.getByTestId(table).waitFor();
  await expect.poll(() => page.getByTestId('loading').count(), { timeout: 10_000 }).toBe(0);
  await expect.poll(() => page.locator('[aria-busy=true]').count(), { timeout: 10_000 }).toBe(0);
}

/**
 * Waits until the console has drawn the page for the address bar's address. The address changes
 * first and React renders the navigation after, so a table read in between is the last page's.
 */
async function drawnForAddress(page: Page): Promise<void> {
  await page.waitForFunction((base) => {
    const drawn = document.querySelector<HTMLElement>('main[data-location]')?.dataset.location;
    return drawn !== undefined && `${base}${drawn}` === window.location.pathname + window.location.search;
  }, CONSOLE_BASE);
}

export async function shot(page: Page, name: string): Promise<void> {
  // Let the toast and transitions finish so the picture shows the page, not the motion.
  await page.waitForTimeout(250);
  await screenshot(page, name, true);
}
