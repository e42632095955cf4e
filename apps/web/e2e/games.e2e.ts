import { getBetRecords, getFairRounds, getGameList, getMemberInfo } from '@tessera/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { uniqueName } from './support/api';
import { screenshot } from './support/browser';
import { eventually } from './support/eventually';
import { setUpJourneys } from './support/journey';
import { dialog, fillUsernameRegistration, openSite } from './support/site';

const { baseUrl, api, open } = setUpJourneys({ humanCheck: false });

/** The header balance as a number (`৳ 1,234.50` → 1234.5). */
async function headerBalance(page: Page): Promise<number> {
  const text = (await page.getByTestId('balance').textContent()) ?? '';
  return Number(text.replace(/[^\d.]/gu, ''));
}

/** The member's session token and id, read from the site's own storage. */
async function signedIn(page: Page): Promise<{ token: string; id: number }> {
  const token = (await page.evaluate(() => sessionStorage.getItem('token'))) ?? '';
  return { token, id: (await api.call(getMemberInfo, { token })).id };
}

/** Registers through the modal that is open (the login modal's link to registration first). */
async function registerInOpenModal(page: Page, username: string): Promise<void> {
  await dialog(page).getByTestId('login-form').waitFor();
  await dialog(page)
    .getByRole('button', { name: /register/iu })
    .click();
  await fillUsernameRegistration(page, username, 'Games1234');
  await page.getByTestId('register-submit').click();
  await eventually(() => page.getByTestId('member-account').textContent()).toBe(username);
}

describe('the games journey', () => {
  it('searches by part of a name, favourites (after signing up), plays ten in-house rounds and verifies one', async () => {
    const { page } = await open({ language: 'EN', theme: 'dark' });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const dice = (await api.call(getGameList, { query: { gameName: 'dice', vassalage: 'BGS' } })).list[0]!;

    // Browse: the header's search opens the slots list; part of the name finds the game.
    await openSite(page, baseUrl);
    await page.getByTestId('nav-search').click();
    const matching = (await api.call(getGameList, { query: { gameName: 'dic', gameType: 'RNG' } })).total;
    expect(matching).toBeLessThan(100);
    await page.getByTestId('games-search').fill('dic');
    await eventually(() => page.getByTestId('games-count').textContent()).toContain(String(matching));
    const card = page.locator(`[data-testid=game-card][data-node-id="${dice.nodeId}"]`);
    await card.waitFor();
    await screenshot(page, 'games-search');

    // A visitor's heart asks for a login first; signing up lands on the home page, and the
    // search (accents and case do not matter) finds the game again for the new member to keep.
    await card.getByTestId('game-favourite').click();
    const username = uniqueName('play');
    await registerInOpenModal(page, username);
    const member = await signedIn(page);
    await api.adjustBalance(member.id, 500);
    await eventually(() => headerBalance(page)).toBe(500);
    await page.getByTestId('nav-search').click();
    await page.getByTestId('games-search').fill('DÍC');
    await card.getByTestId('game-favourite').click();
    await eventually(() => card.getByTestId('game-favourite').getAttribute('aria-pressed')).toBe('true');

    // Launch: the in-house game plays inside the site.
    await card.getByTestId('game-start').click();
    await page.waitForURL((url) => url.pathname === '/seamless');
    await page.getByTestId('fair-game-dice').waitFor();
    await page.getByTestId('fair-stake').fill('2');
    const rows = page.getByTestId('fair-history-row');
    for (let round = 1; round <= 10; round++) {
      await page.getByTestId('fair-play').click();
      await eventually(() => rows.count()).toBe(Math.min(round, 10));
    }
    await screenshot(page, 'games-dice-ten-rounds');

    // The balance follows the rounds the server booked, to the cent.
    const played = (await api.call(getFairRounds, { token: member.token, query: { pageSize: '20' } })).list;
    expect(played).toHaveLength(10);
    const net = played.reduce((sum, round) => sum + Math.round((round.payout - round.stake) * 100), 0);
    await eventually(() => headerBalance(page)).toBe((50_000 + net) / 100);

    // Verify: the round's seed is revealed by rotating, then the browser recomputes it.
    await rows.first().getByTestId('fair-history-verify').click();
    await page.getByTestId('verify-rotate').click();
    await eventually(() => page.getByTestId('verify-verdict').textContent()).toContain('Matches the server');
    await screenshot(page, 'games-verify');
  });

  it('plays a simulator vendor game in its frame and finds its rounds in the betting record', async () => {
    const { page } = await open({ language: 'EN', theme: 'light' });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openSite(page, baseUrl);
    const username = uniqueName('vend');
    await page.getByTestId('header-register').click();
    await fillUsernameRegistration(page, username, 'Games1234');
    await page.getByTestId('register-submit').click();
    await eventually(() => page.getByTestId('member-account').textContent()).toBe(username);
    const member = await signedIn(page);
    await api.adjustBalance(member.id, 300);

    // Nova Reels is one of the simulator's vendors, playing from the main wallet.
    await openSite(page, baseUrl, '/rng?vassalage=NVA');
    await page.getByTestId('game-card').first().getByTestId('game-start').click();
    await page.waitForURL((url) => url.pathname === '/seamless');
    const game = page.frameLocator('[data-testid=external-game-frame]');
    await game.locator('#balance').waitFor();
    // The simulator overtakes a bet with its rollback now and then (that round never opens here),
    // so play until three rounds stand.
    const recorded = () => api.call(getBetRecords, { token: member.token, query: { vassalage: 'NVA' } });
    for (let click = 0; click < 12 && (await recorded()).total < 3; click++) {
      await game.locator('#play').click();
      await game.locator('#play:not([disabled])').waitFor();
    }
    await screenshot(page, 'games-simulator-vendor');

    // Every round the vendor opened is in the record (a cancelled one as void), with its legs.
    const record = await recorded();
    expect(record.total).toBeGreaterThanOrEqual(3);
    await page.getByTestId('member-info').locator('.member-info__name').click();
    await page.getByTestId('mc-item-personalHistoryCopy').click();
    const rows = page.getByTestId('bet-record-row');
    await eventually(() => rows.count()).toBe(record.total);
    await rows.first().click();
    await page.getByTestId('bet-legs').waitFor();
    await screenshot(page, 'games-betting-record');
    // The header balance is what the ledger says after the vendor's bets and wins.
    const net = record.list.reduce((sum, round) => sum + Math.round((round.payout - round.stake) * 100), 0);
    await eventually(() => headerBalance(page)).toBe((30_000 + net) / 100);
  });
});
