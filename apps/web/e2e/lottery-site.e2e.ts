import { getLotteryOdds, getVnOpenedNumeros } from '@tessera/contracts';
import type { PrizeMode } from '@tessera/lottery';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser';
import { eventually } from './support/eventually';
import { setUpJourneys } from './support/journey';
import { betsOf, drawWithTime, registerLotteryMember } from './support/lottery';
import { dialog, openSite, reload } from './support/site';

const { baseUrl, api, open } = setUpJourneys({ humanCheck: false });

/** "Pays up to" of a bet type under a prize mode, as the board writes it from the odds call. */
async function paysUpTo(gameCode: string, prizeMode: PrizeMode, betType: string): Promise<string> {
  const { odds } = await api.call(getLotteryOdds, { query: { gameCode, prizeMode } });
  const best = Math.max(...Object.values(odds[betType]!.payoutMilli)) / 1000;
  return `×${best.toFixed(best >= 100 ? 0 : 2)}`;
}

/** Picks 3 and 7 at the 1st position of the fixed-position board and adds them to the slip. */
async function addTwoDigits(page: Page): Promise<void> {
  const first = page.locator('[data-testid=lottery-row][data-row="0"]');
  await first.locator('[data-testid=lottery-token][data-token="3"]').click();
  await first.locator('[data-testid=lottery-token][data-token="7"]').click();
  await page.getByTestId('lottery-add').click();
  await eventually(() => page.getByTestId('lottery-slip-line').count()).toBe(1);
}

describe('the lottery site: prize modes, popular games, province countdowns', () => {
  it('plays SSC at ZY odds: switches, sees the odds change, bets and finds the bet at ZY', async () => {
    const { page } = await open({ language: 'EN', theme: 'light' });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const member = await registerLotteryMember(page, { baseUrl, api }, 'lotzy');
    await api.adjustBalance(member.id, 200);

    await openSite(page, baseUrl, '/lottery?gameCode=SSC1');
    const game = page.getByTestId('lottery-game');
    await game.waitFor();
    expect(await game.getAttribute('data-prize-mode')).toBe('ELOTT');
    const modes = page.getByTestId('lottery-mode-switch');
    const elott = modes.getByRole('button', { name: 'E-lottery odds' });
    const zy = modes.getByRole('button', { name: 'Self-run odds' });
    expect(await elott.getAttribute('aria-pressed')).toBe('true');

    // The board's odds are the ELOTT ones; ZY's differ.
    const elottPays = await paysUpTo('SSC1', 'ELOTT', 'SSC.POS');
    const zyPays = await paysUpTo('SSC1', 'ZY', 'SSC.POS');
    expect(zyPays).not.toBe(elottPays);
    await eventually(() => page.getByTestId('lottery-pays-up-to').textContent()).toBe(elottPays);

    // A line priced at ELOTT: switching asks first, and keeping the slip keeps the mode.
    await addTwoDigits(page);
    await zy.click();
    await dialog(page).getByRole('button', { name: 'Keep my slip' }).click();
    expect(await game.getAttribute('data-prize-mode')).toBe('ELOTT');
    expect(await page.getByTestId('lottery-slip-line').count()).toBe(1);
    await zy.click();
    await dialog(page).getByRole('button', { name: 'Switch and clear the slip' }).click();
    await eventually(() => game.getAttribute('data-prize-mode')).toBe('ZY');
    expect(await zy.getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByTestId('lottery-slip-line').count()).toBe(0);
    await eventually(() => page.getByTestId('lottery-pays-up-to').textContent()).toBe(zyPays);

    // The choice holds for this game through a reload of the page.
    await reload(page);
    await game.waitFor();
    expect(await game.getAttribute('data-prize-mode')).toBe('ZY');
    await eventually(() => page.getByTestId('lottery-pays-up-to').textContent()).toBe(zyPays);

    // A bet at ZY.
    await addTwoDigits(page);
    await eventually(() => page.getByTestId('lottery-slip-total').textContent()).toBe('৳ 2.00');
    await screenshot(page, 'lottery-site-zy-slip');
    const numero = await drawWithTime(page, 8000);
    await page.getByTestId('lottery-place').click();
    await page.getByTestId('lottery-placed').waitFor();
    // The confirmation names the bets and the draw; the balance is the slip's live line only.
    expect(await page.getByTestId('lottery-placed').textContent()).not.toMatch(/balance/iu);
    const [placed] = await betsOf(api, member.token, 'SSC1');
    expect(placed).toMatchObject({ numero, prizeMode: 'ZY', stake: 2, betType: 'SSC.POS' });

    // My bets show it at ZY.
    await page.getByRole('tab', { name: 'My bets' }).click();
    const row = page.locator(`[data-testid=lottery-bet-row][data-id="${placed!.id}"]`);
    await row.waitFor();
    expect(await row.getByTestId('lottery-bet-mode').getAttribute('data-mode')).toBe('ZY');
    expect(await row.getByTestId('lottery-bet-mode').textContent()).toBe('Self-run odds');
    expect(await row.getByTestId('lottery-bet-stake').textContent()).toBe('৳ 2.00');

    // The Popular section lists the game with the most bets of the last day first (the server
    // counts them at most every 15 s).
    const popular = page.locator('[data-testid=lottery-menu-section][data-section=popular]');
    await expect
      .poll(
        async () => {
          await reload(page);
          await page.getByTestId('lottery-game').waitFor();
          return popular.count();
        },
        { timeout: 40_000, interval: 2_000 },
      )
      .toBe(1);
    expect(await popular.getByTestId('lottery-menu-game').first().getAttribute('data-game')).toBe('SSC1');
    // Listed once: under Popular, not again under its family.
    expect(await page.locator('.lottery-menu__list [data-game=SSC1]').count()).toBe(1);
    expect(await page.locator('[data-testid=lottery-menu-select] option[value=SSC1]').count()).toBe(1);
    await screenshot(page, 'lottery-site-zy-bets');
  }, 180_000);

  it('counts down to each Vietnamese province’s open draw by the server clock', async () => {
    const { page } = await open({ language: 'BN', theme: 'dark' });
    await registerLotteryMember(page, { baseUrl, api }, 'lotvnc');
    await openSite(page, baseUrl, '/vnLottery');
    await page.getByTestId('lottery-game').waitFor();

    const countdowns = page.getByTestId('lottery-menu-countdown');
    await countdowns.first().waitFor();
    const { draws, serverTime } = await api.call(getVnOpenedNumeros, {});
    expect(draws.length).toBeGreaterThan(0);
    // Every province with an open draw has its countdown in the menu's list.
    for (const draw of draws) {
      const entry = page.locator(
        `.lottery-menu__list [data-testid=lottery-menu-game][data-game="${draw.gameCode}"]`,
      );
      expect(await entry.first().getByTestId('lottery-menu-countdown').count(), draw.gameCode).toBe(1);
    }

    // The first province counts down to its close as the server sees it, and keeps counting.
    const first = draws[0]!;
    const countdown = page
      .locator(`.lottery-menu__list [data-testid=lottery-menu-game][data-game="${first.gameCode}"]`)
      .first()
      .getByTestId('lottery-menu-countdown');
    const shown = Number(await countdown.getAttribute('data-ms'));
    const expected = Date.parse(first.closesAt) - Date.parse(serverTime);
    expect(Math.abs(shown - expected)).toBeLessThan(5000);
    expect(await countdown.textContent()).toMatch(/^বন্ধ হতে বাকি (\d+ দিন )?\d{1,2}:\d{2}(:\d{2})?$/u);
    await eventually(async () => Number(await countdown.getAttribute('data-ms'))).toBeLessThan(shown - 1000);
    // One kind of digit on a Bengali screen: the Latin one (decision 0025).
    expect(await page.locator('body').textContent()).not.toMatch(/[\u09E6-\u09EF]/u);
    await screenshot(page, 'lottery-site-vn-countdowns');
  });
});
