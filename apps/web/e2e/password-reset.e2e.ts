import { getDevInbox } from '@tessera/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { totpCode } from '../../server/src/modules/accounts/totp';
import { uniqueName } from './support/api';
import { screenshot } from './support/browser';
import { setUpJourneys } from './support/journey';
import { dialog, fillUsernameRegistration, loginWithPassword, openSite } from './support/site';

const { baseUrl, api, open } = setUpJourneys({ humanCheck: false });

const PHONE = { width: 390, height: 844 };

/**
 * Registers through the site's /register page with an e-mail and the password given (the demo
 * rule: any printable character, 8 to 64); the member is logged in after.
 */
async function registerWithEmail(page: Page, password: string) {
  const username = uniqueName('reset');
  const email = `${username}@example.com`;
  await openSite(page, baseUrl, '/register');
  await fillUsernameRegistration(page, username, password);
  await page.getByTestId('register-form').locator('input[name=email]').fill(email);
  await page.getByTestId('register-submit').click();
  await expect.poll(() => page.getByTestId('member-account').textContent()).toBe(username);
  return { username, email };
}

/** Registers, asks for a reset link on /forget, and answers the link's path from the demo inbox. */
async function registerAndAskForLink(page: Page, password: string) {
  const { username, email } = await registerWithEmail(page, password);
  await openSite(page, baseUrl, '/forget');
  const form = page.getByTestId('forgot-form');
  await form.locator('input[autocomplete=username]').fill(username);
  await form.locator('input[type=email]').fill(email);
  await form.locator('button[type=submit]').click();
  // "Check your e-mail", whether or not the pair matched.
  const sent = dialog(page);
  await sent.waitFor();
  const link = await linkFor(email);
  return { username, email, link, sentText: (await sent.textContent()) ?? '' };
}

/** The path of the reset link mailed to `email` (the demo inbox), waiting for it: it is sent after the answer. */
async function linkFor(email: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const mail = await api.call(getDevInbox, { query: { to: email } });
    const path = mail[0]?.text.match(/https?:\/\/\S+(\/resetPassword\?resetToken=\S+)/u)?.[1];
    if (path) return path;
    await new Promise((wait) => setTimeout(wait, 200));
  }
  throw new Error(`No reset link arrived for ${email}`);
}

const newPasswordInputs = (page: Page) => page.getByTestId('reset-form').locator('input[type=password]');

describe('forgot password by e-mail', () => {
  it('mails a link; the page it opens sets a new password once (EN, dark, phone)', async () => {
    const { page } = await open({ language: 'EN', theme: 'dark', viewport: PHONE });
    const asked = await registerAndAskForLink(page, 'Tr0ub4dor & 3!');
    expect(asked.sentText).toContain('Check your e-mail');
    await dialog(page).getByRole('button').first().click();

    await openSite(page, baseUrl, asked.link);
    await page.getByTestId('reset-form').waitFor();
    expect(await page.getByTestId('reset-form').textContent()).toContain(asked.username);
    await screenshot(page, 'phone-reset-password-dark');

    // A 7-character password is refused in the page, with the rule's lengths.
    await newPasswordInputs(page).nth(0).fill('Short7!');
    await newPasswordInputs(page).nth(1).fill('Short7!');
    await page.getByTestId('reset-form').locator('button[type=submit]').click();
    await expect.poll(() => page.getByTestId('reset-form').textContent()).toContain('8');
    expect(await page.locator('[aria-invalid=true]').count()).toBeGreaterThan(0);

    await newPasswordInputs(page).nth(0).fill('New pass #2026');
    await newPasswordInputs(page).nth(1).fill('New pass #2026');
    await page.getByTestId('reset-form').locator('button[type=submit]').click();
    await page.getByTestId('reset-done').waitFor();
    await screenshot(page, 'phone-reset-password-done-dark');

    // The link was good once.
    await openSite(page, baseUrl, asked.link);
    await page.getByTestId('reset-invalid').waitFor();
    expect(await page.getByTestId('reset-invalid').textContent()).toContain('already used');

    // The old session ended; the new password logs in.
    await openSite(page, baseUrl, '/login');
    await loginWithPassword(page, asked.username, 'New pass #2026');
    await expect.poll(() => page.getByTestId('member-account').textContent()).toBe(asked.username);
  });

  it('speaks Bengali in the light theme, and says plainly when a link is not good', async () => {
    const { page } = await open({ language: 'BN', theme: 'light', viewport: PHONE });
    const asked = await registerAndAskForLink(page, 'পাসওয়ার্ড ১২৩৪!');
    expect(asked.sentText).toContain('আপনার ইমেইল দেখুন');
    await dialog(page).getByRole('button').first().click();

    await openSite(page, baseUrl, asked.link);
    await page.getByTestId('reset-form').waitFor();
    expect(await page.locator('h1').textContent()).toBe('নতুন পাসওয়ার্ড সেট করুন');
    await screenshot(page, 'phone-reset-password-bn-light');

    await openSite(page, baseUrl, '/resetPassword?resetToken=nope.not-a-token');
    await page.getByTestId('reset-invalid').waitFor();
    expect(await page.getByTestId('reset-invalid').textContent()).toContain('নতুন লিংক চান');
    await screenshot(page, 'phone-reset-password-invalid-bn-light');
  });

  it('binds and turns off the authenticator app only after the password (EN, light)', async () => {
    const { page } = await open({ language: 'EN', theme: 'light' });
    const password = 'Light & long 1';
    await registerWithEmail(page, password);
    await page.getByTestId('member-info').locator('.member-info__name').click();
    await page.getByTestId('mc-item-securityCenter').click();
    const section = page.getByTestId('sec-totp');
    await section.waitFor();

    await page.getByTestId('sec-totp-setup').click();
    const prove = page.getByTestId('sec-totp-prove');
    await prove.locator('input[type=password]').fill('Not my password');
    await page.getByTestId('sec-totp-prove-submit').click();
    await expect
      .poll(() => prove.getByRole('alert').textContent())
      .toBe('The current password is not correct.');
    await prove.locator('input[type=password]').fill(password);
    await page.getByTestId('sec-totp-prove-submit').click();

    const secret = ((await page.getByTestId('sec-totp-secret').textContent()) ?? '').replaceAll(' ', '');
    // The key as a QR code too, drawn in the page from the otpauth address.
    const qr = section.getByTestId('qr-code');
    await qr.waitFor();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/u);
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, 'security-totp-setup-light');
    await page
      .getByTestId('sec-totp-confirm')
      .locator('input[name=totpCode]')
      .fill(totpCode(secret, new Date()));
    await page.getByTestId('sec-totp-confirm-submit').click();
    await section.getByText('Your authenticator app is bound.').waitFor();

    // Turning it off asks again too; a current code from the app will do (the next one the app
    // shows: a code is good once, and the one just typed may still be on screen).
    await page.getByTestId('sec-totp-disable').click();
    await section.getByRole('button', { name: 'Use a code from the app instead' }).click();
    await prove.locator('input[name=totpCode]').fill(totpCode(secret, new Date(Date.now() + 30_000)));
    await page.getByTestId('sec-totp-prove-submit').click();
    await section.getByText('Your authenticator app is turned off.').waitFor();
  });
});
