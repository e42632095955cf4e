import { getPopularLotteryGames } from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.js';
import { bettor, lotteryApp, openDraw, place, slip } from './lottery-test-kit.js';

let t: TestApp;

beforeAll(async () => {
  t = await lotteryApp();
});
afterAll(() => t.close());

const popular = async () =>
  (await t.call(getPopularLotteryGames, {})).body.value!.games.map((game) => game.gameCode);

describe('popular lottery games', () => {
  it('lists the games with the most bets of the last day, most first, and none before anyone bets', async () => {
    expect(await popular()).toEqual([]);
    const who = await bettor(t);
    const pk10 = await openDraw(t, who.token, 'PK10_1');
    const ssc = await openDraw(t, who.token, 'SSC1');
    const pk10Line = { betType: 'PK10.POS', picks: [['01'], [], [], [], [], [], [], [], [], []] };
    for (let i = 0; i < 2; i++)
      expect((await place(t, who.token, slip('PK10_1', pk10.numero, [pk10Line]))).body.success).toBe(true);
    const sscLine = { betType: 'SSC.POS', picks: [['1'], [], [], [], []] };
    expect((await place(t, who.token, slip('SSC1', ssc.numero, [sscLine]))).body.success).toBe(true);
    // Counted at most every 15 s.
    expect(await popular()).toEqual([]);
    t.clock.set(new Date(t.clock.now().getTime() + 16_000));
    expect(await popular()).toEqual(['PK10_1', 'SSC1']);
    // A day later the bets no longer count.
    t.clock.set(new Date(t.clock.now().getTime() + 86_400_000));
    expect(await popular()).toEqual([]);
  });
});
