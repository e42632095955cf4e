import { describe, expect, it } from 'vitest';
import { uniqueName } from './support/api';
import { setUpJourneys } from './support/journey';
import { fillUsernameRegistration, loginWithPassword, openSite } from './support/site';
import { solveSlider } from './support/slider';

const { baseUrl, open } = setUpJourneys({ humanCheck: true });

const isPuzzle = (response: { url(): string }) => response.url().endsWith('/wps/human-check');

describe('the slider human check', () => {
  it('is passed for real on registration and again on a username login', async () => {
    const tracked = await open({ language: 'EN' });
    const { page } = tracked;
    const username = uniqueName('slide');
    await openSite(page, baseUrl);
    await page.getByTestId('header-register').click();
    await fillUsernameRegistration(page, username, 'Slider123');
    const registerPuzzle = page.waitForResponse(isPuzzle);
    await page.getByTestId('register-submit').click();
    await solveSlider(page, registerPuzzle);
    await expect
      .poll(() => page.getByTestId('member-account').textContent(), { timeout: 15_000 })
      .toBe(username);

    await page.evaluate(() => sessionStorage.removeItem('token'));
    await openSite(page, baseUrl, '/login');
    const loginPuzzle = page.waitForResponse(isPuzzle);
    await loginWithPassword(page, username, 'Slider123');
    await solveSlider(page, loginPuzzle);
    await expect
      .poll(() => page.getByTestId('member-account').textContent(), { timeout: 15_000 })
      .toBe(username);
  });
});
