import { getMemberInfo, getMyLotteryBets, type LotteryBet } from '@tessera/contracts';
import type { Page } from 'playwright-core';
import { type TestApi, uniqueName } from './api';
import { eventually } from './eventually';
import { fillUsernameRegistration, openSite } from './site';

/** The lottery journeys' shared steps. */

/** Registers a fresh member through the site; answers the member's id and token. */
export async function registerLotteryMember(
  page: Page,
  site: { baseUrl: string; api: TestApi },
  prefix: string,
): Promise<{ id: number; token: string }> {
  const username = uniqueName(prefix);
  await openSite(page, site.baseUrl);
  await page.getByTestId('header-register').click();
  await fillUsernameRegistration(page, username, 'Lottery123');
  await page.getByTestId('register-submit').click();
  await eventually(() => page.getByTestId('member-account').textContent()).toBe(username);
  const token = (await page.evaluate(() => sessionStorage.getItem('token'))) ?? '';
  return { id: (await site.api.call(getMemberInfo, { token })).id, token };
}

/** The member's bets on a game, read through the API (newest first). */
export async function betsOf(api: TestApi, token: string, gameCode: string): Promise<LotteryBet[]> {
  return (await api.call(getMyLotteryBets, { token, query: { gameCode, pageSize: '50' } })).list;
}

/** Waits until the open draw has at least `ms` left before it closes; answers its numero. */
export async function drawWithTime(page: Page, ms: number): Promise<string> {
  const countdown = page.getByTestId('lottery-countdown');
  await countdown.waitFor({ timeout: 30_000 });
  await eventually(async () => Number(await countdown.getAttribute('data-ms')), 70_000).toBeGreaterThan(ms);
  return (await page.getByTestId('lottery-draw-numero').textContent()) ?? '';
}
