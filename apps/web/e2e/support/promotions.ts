import {
  bindBankCard,
  fillPath,
  getMemberInfo,
  getWalletBalance,
  listBonuses,
  listStaffPromotions,
  putProfile,
  setPaymentPassword,
  setPromotionStatus,
} from '@tessera/contracts';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { TestApi } from './api';

/** The member of the page: session token (the site's own storage) and id. */
export async function memberOfPage(api: TestApi, page: Page): Promise<{ token: string; id: number }> {
  const token = (await page.evaluate(() => sessionStorage.getItem('token'))) ?? '';
  return { token, id: (await api.call(getMemberInfo, { token })).id };
}

/**
 * What a withdrawal asks for first, set through the member's own calls (money.e2e.ts does it in the
 * security centre): a real name, a payment password and a bank card in that name.
 */
export async function readyToWithdraw(api: TestApi, token: string): Promise<void> {
  const name = 'Karim Ahmed';
  const password = '135790';
  await api.call(putProfile, { token, body: { payeeName: name } });
  await api.call(setPaymentPassword, { token, body: { newPassword: password, confirmPassword: password } });
  await api.call(bindBankCard, {
    token,
    body: {
      bankName: 'Sonali Bank',
      cardNumber: '12345678901234',
      holderName: name,
      paymentPassword: password,
    },
  });
}

/** The member's MAIN and BONUS wallets, in major units. */
export async function wallets(api: TestApi, token: string): Promise<{ main: number; bonus: number }> {
  const wallet = await api.call(getWalletBalance, { token });
  const amount = (code: string) => wallet.balance.find((line) => line.code === code)?.availBalance ?? 0;
  return { main: amount('MAIN'), bonus: amount('BONUS') };
}

/** The member's newest bonus, as bonusDetails reads it. */
export async function newestBonus(api: TestApi, token: string) {
  const page = await api.call(listBonuses, { token, query: { pageSize: '1' } });
  expect(page.list.length).toBe(1);
  return page.list[0]!;
}

/**
 * Ends the live promotions made since `since` (a journey's own), so that the journeys after it see
 * the demo's promotions only (promotions.e2e.ts counts them).
 */
export async function endPromotionsSince(api: TestApi, since: Date): Promise<void> {
  const token = await api.staffToken();
  const { list } = await api.call(listStaffPromotions, { token, query: { status: 'LIVE' } });
  for (const promotion of list.filter((p) => Date.parse(p.createdAt) >= since.getTime() - 1_000)) {
    const end = { ...setPromotionStatus, path: fillPath(setPromotionStatus.path, { id: promotion.id }) };
    await api.call(end, { token, body: { status: 'ENDED' } });
  }
}

/** Opens a member-centre page: the header's reward icon opens the centre, its menu the page. */
export async function openCentrePage(page: Page, item: string): Promise<void> {
  const content = page.getByTestId('member-centre-content');
  if (!(await page.getByTestId('member-centre').isVisible())) {
    await page.getByTestId('header-reward').click();
    await expect.poll(() => content.getAttribute('data-page'), { timeout: 15_000 }).toBe('rewardCenter');
  }
  if ((await content.getAttribute('data-page')) === item) return;
  const toggle = page.getByTestId('mc-menu-toggle');
  if (await toggle.isVisible()) await toggle.click();
  await page.getByTestId(`mc-item-${item}`).click();
  await expect.poll(() => content.getAttribute('data-page'), { timeout: 15_000 }).toBe(item);
}

export async function closeCentre(page: Page): Promise<void> {
  await page.locator('.member-centre .modal__close').click();
  await page.getByTestId('member-centre').waitFor({ state: 'detached' });
}
