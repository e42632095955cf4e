import {
  getCashbackDetails,
  getRebateDetails,
  getRebateRates,
  getRewardCosts,
  getVipInfo,
  getVipLevelsStaff,
  putVipLevels,
  type VipLevelInput,
} from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffToken } from '../../../test/helpers.js';
import { createTestApp, expectRefusal, type TestApp } from '../../../test/test-app.js';
import { localDate, mondayOf } from '../../lib/brand-days.js';
import { type LaunchingClient, vendorClient } from '../provider/provider-test-kit.js';
import { logIn, playRound } from '../records/records-test-kit.js';
import { CASHBACK } from './cashback.js';
import { REBATES } from './rebates.js';
import {
  addCategoryGames,
  approvedDeposit,
  CATEGORY_GAMES,
  foldAll,
  levelInput,
  newMember,
  wallets,
} from './reward-test-kit.js';

const level = (n: number, patch: Partial<VipLevelInput> = {}) =>
  levelInput(n, { rebateBp: { RNG: 120, LIVE: 80 }, ...patch });
const TABLE = [
  level(0),
  level(1, { minValidBet: 100, minDeposits: 200, upgradeBonus: 50, rebateBp: { RNG: 150 } }),
  level(2, {
    minValidBet: 200,
    minDeposits: 200,
    upgradeBonus: 100,
    rebateBp: { RNG: 200 },
    cashbackBp: 1_000,
    cashbackCap: 20,
  }),
];

describe('VIP levels, rebates at the level, and cash back', () => {
  let t: TestApp;
  let vendor: LaunchingClient;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    vendor = await vendorClient(t);
    admin = await staffToken(t);
    await addCategoryGames(t);
  });
  afterAll(() => t?.close());

  /** Replaces the table over the version just read. */
  const putTable = async (levels: VipLevelInput[]) => {
    const { version } = (await t.call(getVipLevelsStaff, { token: admin })).body.value!;
    return t.call(putVipLevels, { token: admin, body: { levels, version } });
  };
  const play = (memberId: number, stake: number, win = 0) =>
    playRound(t, vendor, memberId, { gameCode: CATEGORY_GAMES.RNG, bets: [stake], win });
  const fold = () => foldAll(t);

  it('staff replace the level table; the rules between levels are kept', async () => {
    const refused = async (levels: VipLevelInput[], rule: string) =>
      expect(expectRefusal(await putTable(levels), 'vip.levels.invalid').message).toContain(rule);
    await refused([level(1)], 'numbered 0, 1, 2');
    await refused([level(0, { minDeposits: 5 })], 'level 0 is everyone');
    await refused(
      [level(0), level(1, { minValidBet: 100 }), level(2, { minValidBet: 50 })],
      'at least as much',
    );
    await refused([level(0), level(1, { name: { EN: ' ' } })], 'every level has a name');
    const { version } = (await t.call(getVipLevelsStaff, { token: admin })).body.value!;
    const saved = await t.call(putVipLevels, { token: admin, body: { levels: TABLE, version } });
    // A save over the table as it was before is refused: someone saved since.
    expectRefusal(
      await t.call(putVipLevels, { token: admin, body: { levels: TABLE, version } }),
      'vip.levels.stale',
    );
    // Every real member is at level 0 until they rise (the demo's own two included).
    const levels = saved.body.value!.levels;
    expect(levels.map((l) => [l.level, l.upgradeBonus])).toEqual([
      [0, 0],
      [1, 50],
      [2, 100],
    ]);
    expect(levels[0]!.members).toBeGreaterThanOrEqual(2);
    expect(levels.slice(1).map((l) => l.members)).toEqual([0, 0]);
    expect((await t.call(getVipLevelsStaff, { token: admin })).body.value!.levels[2]).toMatchObject({
      cashbackBp: 1_000,
      cashbackCap: 20,
      rebateBp: { RNG: 200 },
    });
  });

  it('a member rises by deposits and valid bet, each level’s bonus paid once; rebates and cash back follow the level', async () => {
    await putTable(TABLE);
    const member = await newMember(t);
    const { token, memberId } = member;
    const visitor = (await t.call(getVipInfo, {})).body.value!;
    expect(visitor.standing).toBeNull();
    expect(visitor.levels.map((l) => l.name)).toEqual(['Member', 'VIP 1', 'VIP 2']);
    expect((await t.call(getRebateRates, {})).body.value).toEqual({
      level: 0,
      rates: [
        { category: 'RNG', rateBp: 120 },
        { category: 'LIVE', rateBp: 80 },
      ],
    });

    await approvedDeposit(t, token, 300);
    let standing = (await t.call(getVipInfo, { token })).body.value!.standing!;
    expect(standing).toMatchObject({ hasVip: false, vipRankLevel: 0, vipLabelName: 'Member', deposits: 300 });
    expect(standing.next).toEqual({
      level: 1,
      name: 'VIP 1',
      validBetLeft: 100,
      depositsLeft: 0,
      regainLeft: null,
    });

    await play(memberId, 15_000);
    await fold();
    expect(await t.services.rewards.vip.reviewAll()).toBe(1);
    standing = (await t.call(getVipInfo, { token })).body.value!.standing!;
    expect(standing).toMatchObject({ hasVip: true, vipRankLevel: 1, vipLabelName: 'VIP 1', validBet: 150 });
    expect((await wallets(t, memberId)).main).toBe(30_000n - 15_000n + 5_000n);

    // Past VIP 2 in one go: its bonus once, however often the review runs.
    await play(memberId, 9_000, 1_000);
    await fold();
    expect(await t.services.rewards.vip.reviewAll()).toBe(1);
    expect(await t.services.rewards.vip.reviewAll()).toBe(0);
    expect((await wallets(t, memberId)).main).toBe(20_000n - 8_000n + 10_000n);
    expect((await t.call(getRebateRates, { token })).body.value).toEqual({
      level: 2,
      rates: [{ category: 'RNG', rateBp: 200 }],
    });

    // Today's rebate accrues at the level's rate: 2 % of 240.00.
    const rebates = (await t.call(getRebateDetails, { token })).body.value!;
    expect(rebates.today).toMatchObject({
      accrued: 4.8,
      lines: [{ category: 'RNG', validBet: 240, rateBp: 200, amount: 4.8 }],
    });
    // This week's net loss 230.00 at 10 % is 23.00, capped at 20.00.
    const week = (await t.call(getCashbackDetails, { token })).body.value!;
    expect(week).toMatchObject({ level: 2, rateBp: 1_000, cap: 20, thisWeek: { netLoss: 230, amount: 20 } });

    const day = localDate(t.clock.now(), 'Asia/Dhaka');
    t.clock.advance(7 * 24 * 3_600_000);
    const before = (await wallets(t, memberId)).main;
    await t.services.rewards.periods.settleDue(REBATES);
    await t.services.rewards.periods.settleDue(CASHBACK);
    expect((await wallets(t, memberId)).main - before).toBe(480n + 2_000n);
    await t.services.rewards.periods.settleDue(CASHBACK);
    expect((await wallets(t, memberId)).main - before).toBe(480n + 2_000n);
    const later = await logIn(t, member);
    admin = await staffToken(t);
    const paid = (await t.call(getCashbackDetails, { token: later })).body.value!;
    expect(paid.paid).toMatchObject([{ weekStart: mondayOf(day), netLoss: 230, rateBp: 1_000, amount: 20 }]);
    expect((await t.call(getRebateDetails, { token: later })).body.value!).toMatchObject({
      paidTotal: 4.8,
      total: 1,
    });

    const costs = (
      await t.call(getRewardCosts, {
        token: admin,
        query: { from: day, to: localDate(t.clock.now(), 'Asia/Dhaka') },
      })
    ).body.value!.days;
    const sum = (key: 'upgradeBonuses' | 'rebates' | 'cashback') => costs.reduce((s, d) => s + d[key], 0);
    expect([sum('upgradeBonuses'), sum('rebates'), sum('cashback')]).toEqual([150, 4.8, 20]);
    expectRefusal(
      await t.call(getRewardCosts, { token: admin, query: { from: '2026-02-01', to: '2026-01-01' } }),
      'validation.failed',
    );

    // A level members hold cannot be removed.
    expectRefusal(await putTable(TABLE.slice(0, 2)), 'vip.levels.invalid');
    await t.verifyLedger();
  });
});
