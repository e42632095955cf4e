import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { localDate } from '../../lib/brand-days.js';
import { foldPlay } from '../agents/play-roll-up.js';
import { fund, type LaunchingClient, vendorClient } from '../provider/provider-test-kit.js';
import { playRound } from '../records/records-test-kit.js';
import { REBATES } from './rebates.js';
import { addCategoryGames, CATEGORY_GAMES, newMember, wallets } from './reward-test-kit.js';

describe('rebates', () => {
  let t: TestApp;
  let vendor: LaunchingClient;
  beforeAll(async () => {
    t = await createTestApp();
    vendor = await vendorClient(t);
    await addCategoryGames(t);
  });
  afterAll(() => t?.close());

  const play = (memberId: number, category: keyof typeof CATEGORY_GAMES, stake: number, win = 0) =>
    playRound(t, vendor, memberId, { gameCode: CATEGORY_GAMES[category], bets: [stake], win });
  const payouts = async (memberId: number) =>
    (
      await sql<{ category: string; valid_bet: string; rate_bp: number; amount: string; level: number }>`
        select category, valid_bet::text, rate_bp, amount::text, level from rebate_payouts
        where member_id = ${memberId} order by category`.execute(t.db)
    ).rows;

  it("pays each category's valid bet of a day at the member's level rate, rounded down, once the day is over and folded", async () => {
    const periods = t.services.rewards.periods;
    const [a, b, trial] = [await newMember(t), await newMember(t), await newMember(t)];
    for (const who of [a, b, trial]) await fund(t, who.memberId, 100_000n);
    await t.db
      .insertInto('member_vip')
      .values({ member_id: b.memberId, merchant_id: 1, level: 2, reached_at: t.clock.now() })
      .execute();
    const day = localDate(t.clock.now(), 'Asia/Dhaka');
    await play(a.memberId, 'RNG', 10_000, 4_000);
    await play(a.memberId, 'LIVE', 333);
    await play(a.memberId, 'FISH', 50);
    await play(b.memberId, 'RNG', 6_000, 9_000);
    await play(b.memberId, 'RNG', 4_000);
    await play(trial.memberId, 'RNG', 10_000);
    await t.db.updateTable('members').set({ is_trial: true }).where('id', '=', trial.memberId).execute();

    // The day is not over: nothing yet.
    expect(await periods.settleDue(REBATES)).toBe(0);
    t.clock.advance(24 * 3_600_000);
    // Over, but its play is not folded yet: it waits.
    expect(await periods.settleDue(REBATES)).toBe(0);
    while ((await foldPlay(t.db)) > 0) {}
    expect(await periods.settleDue(REBATES)).toBeGreaterThanOrEqual(2);

    // RNG 1.2 % of 100.00 = 1.20; LIVE 0.8 % of 3.33 = 0.0266, rounded down to 0.02; FISH 1 % of
    // 0.50 = 0.005: nothing. VIP 2's RNG rate is 1.5 %, on 100.00 of valid bet (wins do not count).
    expect(await payouts(a.memberId)).toEqual([
      { category: 'LIVE', valid_bet: '333', rate_bp: 80, amount: '2', level: 0 },
      { category: 'RNG', valid_bet: '10000', rate_bp: 120, amount: '120', level: 0 },
    ]);
    expect(await payouts(b.memberId)).toEqual([
      { category: 'RNG', valid_bet: '10000', rate_bp: 150, amount: '150', level: 2 },
    ]);
    expect(await payouts(trial.memberId)).toEqual([]);
    expect((await wallets(t, a.memberId)).main).toBe(100_000n - 10_383n + 4_000n + 122n);
    expect((await wallets(t, b.memberId)).main).toBe(100_000n - 10_000n + 9_000n + 150n);
    const transfers = await t.db
      .selectFrom('ledger_transfers')
      .select(['amount', 'ref_id'])
      .where('kind', '=', 'REBATE')
      .where('ref_id', '=', `${a.memberId}:${day}`)
      .execute();
    expect(transfers).toEqual([{ amount: 122n, ref_id: `${a.memberId}:${day}` }]);

    // Once: the next passes find the day settled.
    expect(await periods.settleDue(REBATES)).toBe(0);
    await t.verifyLedger();
  });

  it('settles a day window by window, each member once, however many nodes run it at once', async () => {
    const periods = t.services.rewards.periods;
    const members = [];
    for (let i = 0; i < 5; i += 1) members.push(await newMember(t));
    for (const who of members) {
      await fund(t, who.memberId, 50_000n);
      await play(who.memberId, 'RNG', 20_000);
      await play(who.memberId, 'LIVE', 10_000);
    }
    const day = localDate(t.clock.now(), 'Asia/Dhaka');
    while ((await foldPlay(t.db)) > 0) {}
    const before = await Promise.all(members.map((who) => wallets(t, who.memberId)));
    await Promise.all([1, 2, 3].map(() => periods.settle(REBATES, 1, 'BDT', day, 1)));
    for (const [index, who] of members.entries()) {
      // 1.2 % of 200.00 and 0.8 % of 100.00.
      expect((await wallets(t, who.memberId)).main - before[index]!.main).toBe(240n + 80n);
      expect(await payouts(who.memberId)).toHaveLength(2);
    }
    const cursor = await sql<{
      done: boolean;
    }>`select done from reward_settlements where kind = 'REBATE' and period_start = ${day}::date`.execute(
      t.db,
    );
    expect(cursor.rows).toEqual([{ done: true }]);
    await t.verifyLedger();
  });
});
