import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD } from './global-setup';
import { uniqueName } from './support/api';
import { DESKTOP, goTo, openConsole, PHONE, settled, shot, signIn, useScheme } from './support/backoffice';
import { setUpJourneys } from './support/journey';
import { fillUsernameRegistration, openSite } from './support/site';

const { baseUrl, open } = setUpJourneys({ humanCheck: false });

/** Zephyr Slots: a simulator vendor no other journey plays. */
const VENDOR = 'ZPH';

async function rotate(page: Page, phone: boolean): Promise<string> {
  await goTo(page, 'games', phone);
  await settled(page, 'games-table');
  await page.getByTestId('tab-vendors').click();
  await settled(page, 'vendors-table');
  const row = page.locator(`[data-testid=row][data-id=${VENDOR}]`);
  await row.getByTestId('rotate-secret').click();
  const form = page.getByTestId('secret-dialog');
  // The old secret leaked: refused from now on.
  await form.locator('select[name=grace]').selectOption('0');
  await shot(page, `backoffice-${phone ? 'phone' : 'desktop'}-secret-rotate`);
  await form.getByTestId('dialog-submit').click();
  const shown = page.getByTestId('secret-shown');
  const secret = await shown.getByTestId('new-secret').inputValue();
  await shot(page, `backoffice-${phone ? 'phone' : 'desktop'}-secret-shown`);
  await shown.getByTestId('dialog-submit').click();
  await row
    .getByTestId('vendor-secret')
    .filter({ hasText: /Rotated/u })
    .waitFor();
  return secret;
}

describe('admin rotates a game vendor’s signing secret', () => {
  it('shows the new secret once, and the vendor (the simulator) plays on with it', async () => {
    const staff = await open({ viewport: DESKTOP });
    await useScheme(staff.page, 'dark');
    await openConsole(staff.page, baseUrl);
    await signIn(staff.page, 'admin', ADMIN_PASSWORD);
    const first = await rotate(staff.page, false);
    expect(first).toMatch(/^[0-9a-f]{64}$/u);
    await shot(staff.page, 'backoffice-desktop-vendors-rotated');

    // Once more on a phone, in the light theme: another secret again.
    const phone = await open({ viewport: PHONE });
    await useScheme(phone.page, 'light');
    await openConsole(phone.page, baseUrl);
    await signIn(phone.page, 'admin', ADMIN_PASSWORD);
    const second = await rotate(phone.page, true);
    expect(second).not.toBe(first);

    // A player opens one of the vendor's games: the simulator signs with the secret it was handed,
    // so the game authenticates and a round is played.
    const { page } = await open({ language: 'EN', theme: 'light' });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openSite(page, baseUrl);
    const username = uniqueName('zph');
    await page.getByTestId('header-register').click();
    await fillUsernameRegistration(page, username, 'Games1234');
    await page.getByTestId('register-submit').click();
    await expect.poll(() => page.getByTestId('member-account').textContent()).toBe(username);
    await openSite(page, baseUrl, `/rng?vassalage=${VENDOR}`);
    await page.getByTestId('game-card').first().getByTestId('game-start').click();
    await page.waitForURL((url) => url.pathname === '/seamless');
    const game = page.frameLocator('[data-testid=external-game-frame]');
    await game.locator('#balance').waitFor();
    await game.locator('#play').waitFor();
  });
});
