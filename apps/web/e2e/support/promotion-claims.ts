import {
  type BodyOf,
  createPromotion,
  fillPath,
  getAvailablePromo,
  getMemberInfo,
  listApplications,
  listPromotions,
  type PromotionCard,
  rejectApplication,
  setPromotionStatus,
} from '@tessera/contracts';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { type TestApi, uniqueName } from './api';
import { eventually } from './eventually';
import { proofPng } from './proof-image';
import { fillUsernameRegistration, openSite } from './site';

/** Staff write a promotion (a draft) and put it live through the staff API; answers its id. */
export async function livePromotion(
  api: TestApi,
  input: Omit<BodyOf<typeof createPromotion>, 'startsAt'>,
): Promise<string> {
  const token = await api.staffToken();
  const created = await api.call(createPromotion, {
    token,
    body: { ...input, startsAt: new Date(Date.now() - 3_600_000).toISOString() },
  });
  const live = { ...setPromotionStatus, path: fillPath(setPromotionStatus.path, { id: created.id }) };
  await api.call(live, { token, body: { status: 'LIVE' } });
  return created.id;
}

/** Registers a fresh member through the site's header; answers their username, id and token. */
export async function registerOnSite(
  page: Page,
  api: TestApi,
  baseUrl: string,
  prefix: string,
): Promise<{ username: string; id: number; token: string }> {
  const username = uniqueName(prefix);
  await openSite(page, baseUrl);
  await page.getByTestId('header-register').click();
  await fillUsernameRegistration(page, username, 'Claim1234');
  await page.getByTestId('register-submit').click();
  await eventually(() => page.getByTestId('member-account').textContent()).toBe(username);
  const token = (await page.evaluate(() => sessionStorage.getItem('token'))) ?? '';
  return { username, id: (await api.call(getMemberInfo, { token })).id, token };
}

/** A promotion's card on /promotions (not the member centre's copy of it). */
export const pageCard = (page: Page, id: string): Locator =>
  page.getByTestId('promo-list').locator(`[data-testid=promo-card][data-promotion="${id}"]`);

/** A promotion's card in one of the reward centre's lists (rc-claim, rc-progress, rc-history). */
export const centreCard = (page: Page, list: string, id: string): Locator =>
  page.getByTestId(list).locator(`[data-testid=promo-card][data-promotion="${id}"]`);

/** The promotion as the server shows it to the member now. */
export async function memberCard(api: TestApi, token: string, id: string): Promise<PromotionCard> {
  const card = (await api.call(listPromotions, { token })).list.find((c) => c.id === id);
  if (!card) throw new Error(`promotion ${id} is not on the member's list`);
  return card;
}

/**
 * What the reward badge should count for the member now: the promotions on their list they can join
 * or claim, each checked against the server's own count (getAvailablePromo).
 */
export async function actionable(api: TestApi, token: string): Promise<{ join: number; claim: number }> {
  const { list } = await api.call(listPromotions, { token });
  const join = list.filter((card) => card.state === 'JOIN').length;
  const claim = list.filter((card) => card.state === 'CLAIM').length;
  expect((await api.call(getAvailablePromo, { token })).availablePromoCount).toBe(join + claim);
  return { join, claim };
}

/**
 * From the member centre's deposit page: the sandbox channel, the amount, the gateway's Pay, and
 * back on the site (the gateway returns to the home page).
 */
export async function depositThroughSandbox(page: Page, amount: number): Promise<void> {
  await eventually(() => page.getByTestId('member-centre-content').getAttribute('data-page')).toBe(
    'depositv2',
  );
  const sandbox = page.getByTestId('deposit-channel-SANDBOX');
  await sandbox.click();
  await eventually(() => sandbox.locator('input[type=radio]').isChecked()).toBe(true);
  await page.getByTestId('deposit-amount').fill(String(amount));
  await page.getByTestId('deposit-submit').click();
  await page.waitForURL((url) => url.pathname.startsWith('/sandbox-gateway/pay/'));
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByTestId('boot-loading').waitFor({ state: 'detached' });
}

/** A proof picture as the file a member picks (support/proof-image.ts's PNG). */
export function proofFile(name = 'big-win.png') {
  const base64 = proofPng(96).slice('data:image/png;base64,'.length);
  return { name, mimeType: 'image/png', buffer: Buffer.from(base64, 'base64') };
}

/**
 * Staff refuse the member's application to the promotion through the staff API (the queue, then
 * reject with the reason the member reads); answers the application as decided.
 */
export async function rejectApplicationOf(
  api: TestApi,
  promotionId: string,
  memberId: number,
  reason: string,
) {
  const token = await api.staffToken();
  const queue = await api.call(listApplications, {
    token,
    query: { state: 'APPLYING', promotionId, pageSize: '100' },
  });
  const application = queue.list.find((a) => a.memberId === memberId);
  if (!application) throw new Error(`no application of member ${memberId} to promotion ${promotionId}`);
  const reject = {
    ...rejectApplication,
    path: fillPath(rejectApplication.path, { id: application.entryId }),
  };
  const decided = await api.call(reject, { token, body: { reason } });
  return { application, decided };
}
