import { describe, expect, it } from 'vitest';
import { uniqueMobile, uniqueName } from './support/api';
import { setUpJourneys } from './support/journey';
import { dialog, fillUsernameRegistration, openSite } from './support/site';

const { api, baseUrl, open } = setUpJourneys({
  humanCheck: false,
  flags: { MOBILEREG3: true, MOBILENUMPASSREG3: true, FREEPLAY3: true },
});

describe('mobile registration and free play', () => {
  it('registers with a mobile number and the SMS code from the demo inbox', async () => {
    const tracked = await open({ language: 'EN' });
    const { page } = tracked;
    const mobile = uniqueMobile();
    await openSite(page, baseUrl);
    await page.getByTestId('header-register').click();
    const form = page.getByTestId('register-form');
    await form.getByRole('tab', { name: 'Mobile number' }).click();
    expect(await form.getByTestId('dialing-code').inputValue()).toBe('+880');
    await form.locator('input[name=mobile]').fill(mobile);
    await form.getByTestId('sms-send').click();
    // The button turns into a countdown once the code is on its way.
    await expect.poll(() => form.getByTestId('sms-send').textContent()).toMatch(/Resend in \d+ s/u);
    const code = await api.latestCode(`+880${mobile}`);
    await form.locator('input[name=verificationCode]').fill(code);
    await form.locator('input[name=password]').fill('Mobile123');
    await form.locator('input[name=confirmPassword]').fill('Mobile123');
    await form.locator('input[name=ageConfirmed]').check();
    await form.getByTestId('register-submit').click();
    await page.getByTestId('member-info').waitFor();
    expect(await page.getByTestId('member-account').textContent()).toContain(mobile);

    // A second code to the same number within the minute is refused; the popup carries the reason.
    await page.evaluate(() => sessionStorage.removeItem('token'));
    await openSite(page, baseUrl, '/login');
    const login = page.getByTestId('login-form');
    await login.getByRole('tab', { name: 'Mobile number' }).click();
    await login.locator('input[name=mobile]').fill(mobile);
    await login.getByTestId('sms-send').click();
    await expect.poll(() => dialog(page).textContent()).toContain('Too many requests');
    await dialog(page).getByRole('button', { name: 'Confirm' }).click();
    expect(await login.getByTestId('sms-send').textContent()).toBe('Send code');
  });

  it('logs in by mobile number and SMS code', async () => {
    // A member with a bound number, registered on the username tab without an SMS code.
    await api.setFlags({ REGMOBVERF3: false });
    const tracked = await open({ language: 'EN' });
    const { page } = tracked;
    const mobile = uniqueMobile();
    try {
      await openSite(page, baseUrl);
      await page.getByTestId('header-register').click();
      await fillUsernameRegistration(page, uniqueName('sms'), 'Mobile123');
      await page.getByTestId('register-form').locator('input[name=mobile]').fill(mobile);
      await page.getByTestId('register-submit').click();
      await page.getByTestId('member-info').waitFor();
    } finally {
      await api.setFlags({ REGMOBVERF3: true });
    }
    await page.evaluate(() => sessionStorage.removeItem('token'));
    await openSite(page, baseUrl, '/login');
    const login = page.getByTestId('login-form');
    await login.getByRole('tab', { name: 'Mobile number' }).click();
    await login.locator('input[name=mobile]').fill(mobile);
    await login.getByTestId('sms-send').click();
    const code = await api.latestCode(`+880${mobile}`);
    await login.locator('input[name=verificationCode]').fill(code);
    await login.getByTestId('login-submit').click();
    await page.getByTestId('member-info').waitFor();
  });

  it('starts free play as a trial user, who is asked for a real account in account-only areas', async () => {
    const tracked = await open({ language: 'EN' });
    const { page } = tracked;
    await openSite(page, baseUrl);
    await page.locator('.home-welcome').getByTestId('free-play').click();
    await page.getByTestId('member-info').waitFor();
    expect(await page.getByTestId('member-info').textContent()).toContain('Trial');
    await page.getByTestId('deposit-button').click();
    await expect.poll(() => dialog(page).textContent()).toContain('A real account is needed for this');
    await dialog(page).getByRole('button', { name: 'Confirm' }).click();
    await dialog(page).waitFor({ state: 'detached' });
  });
});
