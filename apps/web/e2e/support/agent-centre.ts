import type { Page } from 'playwright-core';
import { eventually } from './eventually';
import { openSite } from './site';

/** The agent centre's steps shared by its journeys. */

/** Opens a page of the agent centre (menu folded into one button on a phone). */
export async function openAgentPage(page: Page, item: string): Promise<void> {
  const toggle = page.getByTestId('ac-menu-toggle');
  if (await toggle.isVisible()) await toggle.click();
  await page.getByTestId(`ac-item-${item}`).click();
  await eventually(() => page.getByTestId('agent-centre-content').getAttribute('data-page')).toBe(item);
}

/** Waits for the open page's load to end (its placeholder rows gone). */
export async function agentPageSettled(page: Page): Promise<void> {
  await eventually(() => page.locator('.records--loading').count()).toBe(0);
}

/** Leaves this tab's session behind (the token lives in session storage) and opens /agentHome afresh. */
export async function forgetSession(page: Page, baseUrl: string): Promise<void> {
  await page.evaluate(() => sessionStorage.removeItem('token'));
  await openSite(page, baseUrl, '/agentHome');
}

/** Registers a direct downline on registerCenter; answers its initial password. */
export async function registerDownline(
  page: Page,
  account: string,
  kind: 'MEMBER' | 'AGENT',
): Promise<string> {
  await openAgentPage(page, 'registerCenter');
  const form = page.getByTestId('downline-form');
  await form.locator('input[name=account]').fill(account);
  await form.locator(`input[name=kind][value=${kind}]`).check();
  await page.getByTestId('downline-submit').click();
  await eventually(() => page.getByTestId('created-account').textContent()).toBe(account);
  return (await page.getByTestId('created-password').textContent()) ?? '';
}
