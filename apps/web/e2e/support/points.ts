import {
  adjustMemberPoints,
  approveRedeem,
  fillPath,
  getMemberInfo,
  listStaffRedeems,
  register,
  rejectRedeem,
  type StaffRedeem,
  setPaymentPassword,
} from '@tessera/contracts';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { type TestApi, uniqueName } from './api';

/** The payment password the points journeys' members set. */
export const PAY_PASSWORD = '246810';

export interface PointsMember {
  id: number;
  token: string;
  username: string;
}

/** Registers a member through the site's own call (sealed, as the site sends it); signed in. */
export async function registerMember(api: TestApi, prefix: string): Promise<PointsMember> {
  const username = uniqueName(prefix);
  const password = 'Points123';
  const value = await api.call(register, {
    body: { username, password, confirmPassword: password, ageConfirmed: true },
  });
  return { id: value.member.id, token: value.token, username };
}

/** The member of a page signed in on the site (its own session storage). */
export async function memberOf(api: TestApi, page: Page): Promise<PointsMember> {
  const token = (await page.evaluate(() => sessionStorage.getItem('token'))) ?? '';
  const member = await api.call(getMemberInfo, { token });
  return { id: member.id, token, username: member.account };
}

/** Sets the member's first payment password (redeems and conversions ask for it). */
export async function readyToPay(api: TestApi, token: string): Promise<void> {
  await api.call(setPaymentPassword, {
    token,
    body: { newPassword: PAY_PASSWORD, confirmPassword: PAY_PASSWORD },
  });
}

/** Staff give (or take) a member's points by hand; answers the balance after. */
export async function givePoints(api: TestApi, memberId: number, points: number, reason: string) {
  const endpoint = { ...adjustMemberPoints, path: fillPath(adjustMemberPoints.path, { memberId }) };
  return api.call(endpoint, { body: { points, reason }, token: await api.staffToken() });
}

/** The member's redeem requests in the staff queue, newest first. */
export async function redeemsOf(api: TestApi, username: string): Promise<StaffRedeem[]> {
  const page = await api.call(listStaffRedeems, {
    query: { q: username, pageSize: '50' },
    token: await api.staffToken(),
  });
  return page.list
    .filter((redeem) => redeem.username === username)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

export async function approve(api: TestApi, id: string, paidAccount: string, paidAmount: number) {
  const endpoint = { ...approveRedeem, path: fillPath(approveRedeem.path, { id }) };
  return api.call(endpoint, { body: { paidAccount, paidAmount }, token: await api.staffToken() });
}

export async function reject(api: TestApi, id: string, reason: string) {
  const endpoint = { ...rejectRedeem, path: fillPath(rejectRedeem.path, { id }) };
  return api.call(endpoint, { body: { reason }, token: await api.staffToken() });
}

/** A mall card by its picture's file name (`topup-100`): the demo's items carry their artwork. */
export function itemCard(page: Page, art: string) {
  return page.locator(`[data-testid=pm-item]:has(img[src$="/images/points/${art}.svg"])`);
}

/** The points the summary shows, as its data attribute says them. */
export async function shownPoints(page: Page): Promise<number> {
  return Number(await page.getByTestId('pm-points').getAttribute('data-points'));
}

/** Waits until the summary shows `points`. */
export async function expectPoints(page: Page, points: number): Promise<void> {
  await expect.poll(() => shownPoints(page), { timeout: 15_000 }).toBe(points);
}

/** Fills the open redeem dialog's delivery and payment password (the quantity is left as it is). */
export async function fillRedeem(
  page: Page,
  delivery: { name: string; address: string; mobile: string },
): Promise<void> {
  const form = page.getByTestId('pm-redeem-form');
  await form.getByTestId('pm-redeem-name').fill(delivery.name);
  await form.getByTestId('pm-redeem-address').fill(delivery.address);
  await form.getByTestId('pm-redeem-mobile').fill(delivery.mobile);
  await form.getByTestId('pm-redeem-password').fill(PAY_PASSWORD);
}

/** Opens one of the page's tabs by its test id's end: mall, redeems, details. */
export async function openTab(page: Page, tab: 'mall' | 'redeems' | 'details'): Promise<void> {
  const names = {
    mall: /^(Mall|মল)$/u,
    redeems: /^(Redeem history|রিডিম ইতিহাস)$/u,
    details: /^(Points details|পয়েন্টের বিবরণ)$/u,
  };
  await page.getByRole('tab', { name: names[tab] }).click();
  await page.getByTestId(`pm-panel-${tab}`).waitFor();
}

/** Scrolls the page's tabs to the top of the screen (under the header), for a picture of a tab. */
export async function showTabs(page: Page): Promise<void> {
  await page.locator('.pm-page__tabs').evaluate((element) => element.scrollIntoView({ block: 'start' }));
}

/** The demo's six items by their artwork (db/seed/demo-points.ts). */
export const DEMO_ITEMS = ['topup-100', 'topup-500', 'jersey', 'earbuds', 'smartwatch', 'phone'] as const;

/** Waits for the demo's six items in the mall (other journeys may have put more of their own). */
export async function expectDemoItems(page: Page): Promise<void> {
  for (const art of DEMO_ITEMS) await itemCard(page, art).waitFor();
}
