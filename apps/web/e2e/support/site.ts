import type { Page } from 'playwright-core';

/** The Home route; `/` is the same page (see the "serves the site at /" check in smoke.e2e.ts). */
export const HOME = '/home';

/** Opens a path and waits until the status has loaded and the site (not the boot screen) shows. */
export async function openSite(page: Page, baseUrl: string, path = HOME): Promise<void> {
  await page.goto(`${baseUrl}${path}`);
  await page.waitForSelector('[data-testid=boot-loading]', { state: 'detached', timeout: 30_000 });
}

export function dialog(page: Page) {
  return page.getByRole('dialog');
}

/** Fills the username registration form of the open modal (demo brand rules: 6–16, letter first). */
export async function fillUsernameRegistration(
  page: Page,
  username: string,
  password: string,
): Promise<void> {
  const form = page.getByTestId('register-form');
  await form.waitFor();
  await form.locator('input[name=username]').fill(username);
  await form.locator('input[name=password]').fill(password);
  await form.locator('input[name=confirmPassword]').fill(password);
  const age = form.locator('input[name=ageConfirmed]');
  if (await age.count()) await age.check();
}

export async function loginWithPassword(page: Page, username: string, password: string): Promise<void> {
  const form = page.getByTestId('login-form');
  await form.waitFor();
  await form.locator('input[name=username]').fill(username);
  await form.locator('input[name=password]').fill(password);
  await form.getByTestId('login-submit').click();
}
