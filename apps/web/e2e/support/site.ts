import type { Page } from 'playwright-core';

/** The Home route; `/` is the same page (see the "serves the site at /" check in smoke.e2e.ts). */
export const HOME = '/home';

/**
 * Runs a document navigation (a goto or a reload). The page being left may still be finishing a
 * client-side navigation (a router's history.pushState or replaceState after a click), and Chromium,
 * as the HTML standard now says, aborts a document navigation started meanwhile (net::ERR_ABORTED):
 * such an abort is retried.
 */
async function navigate(go: () => Promise<unknown>): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await go();
      return;
    } catch (error) {
      if (attempt >= 3 || !/ERR_ABORTED/u.test(String(error))) throw error;
    }
  }
}

/** Goes to an address (see navigate). */
export function visit(page: Page, url: string): Promise<void> {
  return navigate(() => page.goto(url));
}

/** Reloads the page (see navigate). */
export function reload(page: Page): Promise<void> {
  return navigate(() => page.reload());
}

/** Opens a path and waits until the status has loaded and the site (not the boot screen) shows. */
export async function openSite(page: Page, baseUrl: string, path = HOME): Promise<void> {
  await visit(page, `${baseUrl}${path}`);
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
