import { lotteryProblemText } from '@tessera/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser';
import { eventually } from './support/eventually';
import { setUpJourneys } from './support/journey';
import { betsOf, drawWithTime, registerLotteryMember } from './support/lottery';
import { openSite } from './support/site';

const { baseUrl, api, open } = setUpJourneys({ humanCheck: false });

/** The header balance in cents (`৳ 1,234.50` → 123450). */
async function headerCents(page: Page): Promise<number> {
  const text = (await page.getByTestId('balance').textContent()) ?? '';
  return Math.round(Number(text.replace(/[^\d.]/gu, '')) * 100);
}

const cents = (amount: number) => Math.round(amount * 100);

describe('the lottery journey', () => {
  it('places an SSC fixed-position bet with a chase, watches the draw and finds the bet settled to the cent', async () => {
    const { page } = await open({ language: 'EN', theme: 'dark' });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const member = await registerLotteryMember(page, { baseUrl, api }, 'lott');
    await api.adjustBalance(member.id, 500);
    await eventually(() => headerCents(page)).toBe(50_000);
    const start = await headerCents(page);

    // The generic lottery page, on the one-minute SSC.
    await openSite(page, baseUrl, '/lottery?gameCode=SSC1');
    const game = page.getByTestId('lottery-game');
    await game.waitFor();
    expect(await game.getAttribute('data-game')).toBe('SSC1');
    expect(await game.getAttribute('data-prize-mode')).toBe('ELOTT');
    expect(await page.getByTestId('lottery-current-type').getAttribute('data-code')).toBe('SSC.POS');

    // Nothing picked: the engine's reason, in the member's language.
    await page.getByTestId('lottery-add').click();
    await eventually(() => page.getByTestId('lottery-refusal').textContent()).toBe(
      lotteryProblemText({ key: 'picks.cross.row' }, 'EN'),
    );

    // Fixed position: every digit of the 1st (a quick pick, so each draw wins once) and two digits
    // of the 5th, 2 units: 12 combinations.
    const row = (index: number) => page.locator(`[data-testid=lottery-row][data-row="${index}"]`);
    await row(0).getByTestId('lottery-quick-odd').click();
    expect(await page.getByTestId('lottery-combinations').textContent()).toBe('5');
    await row(0).getByTestId('lottery-quick-all').click();
    await row(4).locator('[data-testid=lottery-token][data-token="2"]').click();
    await row(4).locator('[data-testid=lottery-token][data-token="8"]').click();
    expect(await page.getByTestId('lottery-combinations').textContent()).toBe('12');
    await page.getByTestId('lottery-units').fill('2');
    await eventually(() => page.getByTestId('lottery-board-stake').textContent()).toBe('৳ 24.00');
    await page.getByTestId('lottery-add').click();
    await expect.poll(() => page.getByTestId('lottery-slip-line').count()).toBe(1);

    // A chase of three draws, without stopping after a win: all three paid now.
    await page.getByTestId('lottery-chase').check();
    await page.getByTestId('lottery-chase-draws').fill('3');
    await page.getByTestId('lottery-chase-stop').uncheck();
    await eventually(() => page.getByTestId('lottery-slip-total').textContent()).toBe('৳ 72.00');
    await screenshot(page, 'lottery-ssc-slip');

    const numero = await drawWithTime(page, 12_000);
    await page.getByTestId('lottery-place').click();
    await page.getByTestId('lottery-placed').waitFor();
    const placed = await betsOf(api, member.token, 'SSC1');
    expect(placed).toHaveLength(3);
    const stakes = placed.reduce((sum, bet) => sum + cents(bet.stake), 0);
    expect(stakes).toBe(7200);
    expect(placed.map((bet) => bet.numero)).toContain(numero);
    // The header follows by the WebSocket: the balance dropped by exactly the stakes.
    await eventually(() => headerCents(page)).toBe(start - stakes);
    await expect.poll(() => page.getByTestId('lottery-slip-line').count()).toBe(0);

    // The draw closes, is drawn, and its result shows with the hash checked in the browser.
    await eventually(() => page.getByTestId('lottery-last-numero').textContent(), 90_000).toBe(numero);
    const last = page.getByTestId('lottery-last');
    await eventually(() => last.getByTestId('lottery-balls').locator('li').count()).toBe(5);
    await eventually(() => last.getByTestId('lottery-hash').getAttribute('data-state')).toBe('verified');

    // My bets: the first draw's bet settled, with its payout as the server booked it.
    await page.getByRole('tab', { name: 'My bets' }).click();
    const settledRow = page.locator(`[data-testid=lottery-bet-row][data-numero="${numero}"]`);
    await eventually(() => settledRow.getAttribute('data-status'), 30_000).not.toBe('OPEN');
    const settled = (await betsOf(api, member.token, 'SSC1')).find((bet) => bet.numero === numero)!;
    // A digit of every kind stood at the 1st position: the bet won at least 2 units × 9.702.
    expect(settled.status).toBe('WON');
    expect(settled.payout).toBeGreaterThanOrEqual(19.4);
    expect(await settledRow.getAttribute('data-status')).toBe(settled.status);
    expect(await settledRow.getByTestId('lottery-bet-payout').textContent()).toBe(
      `৳ ${settled.payout.toFixed(2)}`,
    );
    await eventually(() => settledRow.getByTestId('lottery-balls').locator('li').count()).toBe(5);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'lottery-ssc-settled', true);

    // The header balance is start − stakes + payouts, to the cent.
    const bets = await betsOf(api, member.token, 'SSC1');
    const payouts = bets.reduce((sum, bet) => sum + cents(bet.payout), 0);
    await eventually(() => headerCents(page)).toBe(start - stakes + payouts);
  }, 240_000);

  it('opens the Vietnamese lottery on a phone in Bengali, at the prize mode the vendor data decides', async () => {
    const { page } = await open({ language: 'BN', theme: 'light', viewport: { width: 390, height: 844 } });
    await registerLotteryMember(page, { baseUrl, api }, 'lotvn');
    await openSite(page, baseUrl, '/vnLottery');
    const game = page.getByTestId('lottery-game');
    await game.waitFor();
    // The demo brand's ELOTT category has the TCG_LOTTO_VN vendor (spec §4).
    expect(await game.getAttribute('data-prize-mode')).toBe('ELOTT');
    await page.getByTestId('lottery-draw').waitFor();

    // On a phone the menu is a drop-down.
    const select = page.getByTestId('lottery-menu-select');
    const other = await select.locator('option').nth(1).getAttribute('value');
    await select.selectOption(other!);
    await eventually(() => game.getAttribute('data-game')).toBe(other);
    await page.waitForURL((url) => url.searchParams.get('gameCode') === other);

    // The 00–99 board stays a grid of buttons; a pick counts.
    await page.locator('[data-testid=lottery-token][data-token="27"]').click();
    expect(await page.getByTestId('lottery-combinations').textContent()).toBe('1');
    await screenshot(page, 'lottery-vn-phone-bn');
  });
});
