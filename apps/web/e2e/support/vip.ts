import type { Page } from 'playwright-core';
import { eventually } from './eventually';

/** Opens the reward centre from the header's icon and one of its sections by its tab. */
export async function openRewardSection(page: Page, tab: RegExp): Promise<void> {
  const content = page.getByTestId('member-centre-content');
  if (!(await page.getByTestId('member-centre').isVisible())) {
    await page.getByTestId('header-reward').click();
    await eventually(() => content.getAttribute('data-page')).toBe('rewardCenter');
  }
  await page.getByRole('tab', { name: tab }).click();
}

/** `৳ 1,234.56` → 1234.56. */
export function amountOf(text: string | null): number {
  return Number((text ?? '').replace(/[^\d.-]/gu, ''));
}

/** The rebate of a valid bet at a rate, rounded down to the minor unit (decision 0040). */
export function rebateOf(validBet: number, rateBp: number): number {
  return Math.floor((Math.round(validBet * 100) * rateBp) / 10_000) / 100;
}
