import { getJackpot, getRankList, listJackpotWins, saveJackpotSettings } from '@tessera/contracts';
import { verifyJackpot } from '@tessera/fair';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffToken } from '../../../test/helpers.js';
import { createTestApp, expectRefusal, type TestApp } from '../../../test/test-app.js';
import { fund, type LaunchingClient, vendorClient } from '../provider/provider-test-kit.js';
import { playRound } from '../records/records-test-kit.js';
import { addCategoryGames, CATEGORY_GAMES, foldAll } from '../rewards/reward-test-kit.js';
import { balanceOf, person } from '../transfers/transfer-test-kit.js';
import { jackpotAccount, openCycleRow, SETTINGS, saveSettings } from './jackpot-test-kit.js';

describe('the progressive jackpot', () => {
  let t: TestApp;
  let vendor: LaunchingClient;
  beforeAll(async () => {
    t = await createTestApp();
    vendor = await vendorClient(t);
    await addCategoryGames(t);
  });
  afterAll(() => t?.close());

  const pool = async () => (await t.call(getJackpot, {})).body.value!;
  const feed = () => t.services.jackpot.feed.run();
  async function play(memberId: number, gameCode: string, bets: number[]) {
    await fund(t, memberId, BigInt(bets.reduce((a, b) => a + b, 0)));
    await playRound(t, vendor, memberId, { gameCode, bets, win: 0 });
  }

  it('is off until staff switch it on, then opens a cycle at the seed with a commitment', async () => {
    expect(await pool()).toMatchObject({ enabled: false, amount: 0, lastWin: null });
    // Play before the jackpot existed never feeds it.
    const early = await person(t);
    await play(early.id, CATEGORY_GAMES.RNG, [500_000]);
    await foldAll(t);
    await saveSettings(t);
    expect(await feed()).toEqual([expect.any(Number)]);
    const opened = await pool();
    expect(opened).toMatchObject({ enabled: true, cycle: 1, amount: 1_000, seed: 1_000, dropMin: '150000' });
    expect(opened.commitment).toMatch(/^[0-9a-f]{64}$/u);
    expect(await feed()).toEqual([]);
    expect((await pool()).amount).toBe(1_000);
    expect(await jackpotAccount(t)).toBe(100_000n);
  });

  it('takes the rate of the chosen categories’ valid bet exactly, once, even with racing passes', async () => {
    const a = await person(t);
    const b = await person(t);
    // 1 % of ৳1,234.57 is 1,234.57 paisa: 1,234 now and 0.57 carried; with ৳300.43 more, 1,535 in all.
    await play(a.id, CATEGORY_GAMES.RNG, [123_457]);
    await play(b.id, CATEGORY_GAMES.LIVE, [900_000]);
    await foldAll(t);
    await Promise.all([feed(), feed()]);
    expect((await pool()).amount).toBe(1_012.34);
    await play(b.id, CATEGORY_GAMES.RNG, [30_043]);
    await foldAll(t);
    await Promise.all([feed(), feed(), feed()]);
    expect((await pool()).amount).toBe(1_015.35);
    expect(await jackpotAccount(t)).toBe(101_535n);
    await t.verifyLedger();
  });

  it('pays the member whose contribution reaches the committed drop point, once, reveals it and opens the next cycle', async () => {
    await saveSettings(t, { contributionBp: 1_000 });
    const before = await pool();
    const cycle = await openCycleRow(t);
    const need = cycle.drop_point - cycle.amount;
    const first = await person(t);
    const second = await person(t);
    // One paisa short of the drop point: no win.
    await play(first.id, CATEGORY_GAMES.RNG, [Number((need - 1n) * 10n)]);
    await foldAll(t);
    await feed();
    expect((await pool()).cycle).toBe(before.cycle);
    // In one pass, the first member's paisa reaches it and the second's ৳20 feeds the next cycle.
    await play(first.id, CATEGORY_GAMES.RNG, [10]);
    await play(second.id, CATEGORY_GAMES.RNG, [20_000]);
    await foldAll(t);
    const paidBefore = await balanceOf(t, first.id);
    await Promise.all([feed(), feed()]);
    await feed();
    expect(await balanceOf(t, first.id)).toBe(paidBefore + cycle.drop_point);
    const after = await pool();
    expect(after).toMatchObject({ enabled: true, cycle: before.cycle + 1, amount: 1_020 });
    expect(after.commitment).not.toBe(before.commitment);
    expect(after.lastWin).toMatchObject({ cycle: before.cycle, amount: Number(cycle.drop_point) / 100 });

    const wins = (await t.call(listJackpotWins, { query: {} })).body.value!.list;
    expect(wins).toHaveLength(1);
    const [win] = wins;
    expect(win!.commitment).toBe(before.commitment);
    expect(win!.winner).toMatch(/\*{4}/u);
    const check = verifyJackpot({
      serverSeed: win!.serverSeed,
      cycle: win!.cycle,
      min: BigInt(win!.dropMin),
      max: BigInt(win!.dropMax),
      commitment: win!.commitment,
      dropPoint: BigInt(win!.dropPoint),
    });
    expect(check).toMatchObject({ ok: true, dropPoint: cycle.drop_point });
    expect(await jackpotAccount(t)).toBe(102_000n);

    // The winner board lists the win among the brand's biggest, under the jackpot's name.
    t.clock.advance(5_000);
    const board = (await t.call(getRankList, { query: { language: 'BN' } })).body.value!.list;
    expect(board.find((row) => row.vassalage === 'JACKPOT')).toMatchObject({
      vo: { customerName: win!.winner, gameName: 'প্রগ্রেসিভ জ্যাকপট', winAmount: win!.amount },
    });
    await t.verifyLedger();
  });

  it('feeds nothing of the play while it was switched off', async () => {
    await feed();
    const before = await pool();
    await saveSettings(t, { enabled: false, contributionBp: 1_000 });
    expect((await pool()).enabled).toBe(false);
    const player = await person(t);
    await play(player.id, CATEGORY_GAMES.RNG, [50_000]);
    await foldAll(t);
    expect(await feed()).toEqual([]);
    await saveSettings(t, { contributionBp: 1_000 });
    await feed();
    expect(await pool()).toEqual(before);
    // Play after it is on again feeds it: 10 % of ৳10.
    await play(player.id, CATEGORY_GAMES.RNG, [1_000]);
    await foldAll(t);
    await feed();
    expect((await pool()).amount).toBe(before.amount + 1);
    await t.verifyLedger();
  });

  it('refuses settings that do not fit, in the request’s language, and changes nothing', async () => {
    const admin = await staffToken(t);
    const before = await pool();
    const refused = expectRefusal(
      await t.call(saveJackpotSettings, {
        token: admin,
        headers: { language: 'BN' },
        body: { ...SETTINGS, dropMin: 1_000 },
      }),
      'jackpot.settings.invalid',
      400,
    );
    expect(refused.message).toContain('জ্যাকপটের সেটিংস মিলছে না');
    expectRefusal(
      await t.call(saveJackpotSettings, { token: admin, body: { ...SETTINGS, dropMax: 1_400 } }),
      'jackpot.settings.invalid',
    );
    expectRefusal(
      await t.call(saveJackpotSettings, { token: admin, body: { ...SETTINGS, seed: 1_000.001 } }),
      'jackpot.settings.invalid',
    );
    expectRefusal(
      await t.call(saveJackpotSettings, { token: admin, body: { ...SETTINGS, categories: [] } }),
      'jackpot.settings.invalid',
    );
    const badRate = await t.call(saveJackpotSettings, {
      token: admin,
      body: { ...SETTINGS, contributionBp: 0 },
    });
    expect(badRate.body.success).toBe(false);
    expect(badRate.status).toBe(400);
    expect(await pool()).toEqual(before);
  });
});
