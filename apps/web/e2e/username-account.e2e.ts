import { describe, expect, it } from 'vitest';
import { uniqueName } from './support/api';
import { screenshot } from './support/browser';
import { setUpJourneys } from './support/journey';
import { dialog, fillUsernameRegistration, loginWithPassword, openSite } from './support/site';

const { baseUrl, open } = setUpJourneys({ humanCheck: false });

describe('a member with a username', () => {
  it('registers, sees the account in the header, logs out after confirming, and logs in again', async () => {
    const tracked = await open({ language: 'EN' });
    const { page } = tracked;
    const username = uniqueName('e2e');
    const password = 'Secret123';
    await openSite(page, baseUrl);

    await page.getByTestId('header-register').click();
    await fillUsernameRegistration(page, username, password);
    // Filling scrolled the long form; the picture shows it from the top.
    await page.locator('.modal').evaluate((element) => element.scrollTo(0, 0));
    await screenshot(page, 'registration-modal');
    await page.getByTestId('register-submit').click();

    await expect.poll(() => page.getByTestId('member-account').textContent()).toBe(username);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeTruthy();

    await page.getByTestId('menu-button').click();
    await page.getByTestId('side-logout').click();
    const confirm = dialog(page);
    await expect.poll(() => confirm.textContent()).toContain('Are you sure you want to log out?');
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await page.getByTestId('header-login').waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    expect(await page.evaluate(() => sessionStorage.getItem('merchantCode'))).toBe('TESSERA');

    await page.getByTestId('header-login').click();
    await page.getByTestId('login-form').waitFor();
    await screenshot(page, 'login-modal');
    await loginWithPassword(page, username, password);
    await expect.poll(() => page.getByTestId('member-account').textContent()).toBe(username);
  });

  it('shows the captcha after three wrong passwords', async () => {
    const tracked = await open({ language: 'EN' });
    const { page } = tracked;
    await openSite(page, baseUrl, '/login');
    const username = uniqueName('nobody');
    for (let attempt = 1; attempt <= 3; attempt++) {
      const answered = page.waitForResponse((response) => response.url().endsWith('/wps/session/login'));
      await loginWithPassword(page, username, `wrong-${attempt}`);
      const response = await answered;
      expect(response.status()).toBe(400);
      const body = (await response.json()) as { errorCode: string; value: { captcha?: boolean } | null };
      expect(body.errorCode).toBe('login.failed');
      await page.getByTestId('login-error').waitFor();
      expect(await page.locator('input[name=captcha]').count()).toBe(attempt < 3 ? 0 : 1);
    }
    const image = page.getByTestId('captcha-image').locator('img');
    await image.waitFor();
    await expect
      .poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    expect(await page.getByTestId('login-error').textContent()).toBe('Incorrect username or password.');
  });
});
