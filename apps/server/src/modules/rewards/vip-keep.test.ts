import {
  createPromotion,
  getVipInfo,
  getVipLevelsStaff,
  listPromotions,
  putVipLevels,
} from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffToken } from '../../../test/helpers.js';
import { createTestApp, expectRefusal, type TestApp } from '../../../test/test-app.js';
import { localDate, startOfDay } from '../../lib/brand-days.js';
import { type LaunchingClient, vendorClient } from '../provider/provider-test-kit.js';
import { logIn, playRound } from '../records/records-test-kit.js';
import {
  addCategoryGames,
  approvedDeposit,
  CATEGORY_GAMES,
  cardOf,
  foldAll,
  levelInput,
  livePromotion,
  newMember,
  wallets,
} from './reward-test-kit.js';
import { monthBefore } from './vip-keep.js';

const ZONE = 'Asia/Dhaka';

const level = levelInput;

/** VIP 1 by 500 in deposits, kept by 100 a month; VIP 2 by 1,000, kept by 1,000 a month. */
const TABLE = [
  level(0),
  level(1, { minDeposits: 500, upgradeBonus: 10, keepValidBet: 100 }),
  level(2, { minDeposits: 1_000, upgradeBonus: 20, keepValidBet: 1_000 }),
];

describe('VIP levels as a promotion’s eligibility, and the keep rule', () => {
  let t: TestApp;
  let vendor: LaunchingClient;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    vendor = await vendorClient(t);
    admin = await staffToken(t);
    await addCategoryGames(t);
    const { version } = (await t.call(getVipLevelsStaff, { token: admin })).body.value!;
    const saved = await t.call(putVipLevels, { token: admin, body: { levels: TABLE, version } });
    expect(saved.body.success).toBe(true);
  });
  afterAll(() => t?.close());

  const fold = () => foldAll(t);
  /** The clock moved to an hour into the next brand month. */
  const nextMonth = () => {
    const day = localDate(t.clock.now(), ZONE);
    const [year, month] = [Number(day.slice(0, 4)), Number(day.slice(5, 7))];
    const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
    t.clock.set(new Date(startOfDay(next, ZONE).getTime() + 3_600_000));
  };

  it('words the month before a brand day', () => {
    expect(['2026-11-25', '2026-01-01', '2026-12-31'].map(monthBefore)).toEqual([
      '2026-10-01',
      '2025-12-01',
      '2026-11-01',
    ]);
  });

  it('gives a VIP promotion only at its levels, and says so to everyone else', async () => {
    const staff = await staffToken(t);
    expectRefusal(
      await t.call(createPromotion, {
        token: staff,
        body: {
          type: 'DEPOSIT',
          title: { EN: 'No such level' },
          startsAt: t.clock.now().toISOString(),
          rewardFixed: 5,
          vipLevels: [7],
        },
      }),
      'promotion.rules.invalid',
    );
    const id = await livePromotion(t, {
      joinRequired: false,
      rewardBp: 0,
      rewardFixed: 5,
      vipLevels: [1, 2],
    });
    const low = await newMember(t);
    let card = await cardOf(t, low.token, id);
    expect(card).toMatchObject({ state: 'CLOSED', note: 'For VIP 1, VIP 2 members.' });
    expect(card.rules.vipLevels).toEqual(['VIP 1', 'VIP 2']);

    // 500 reaches VIP 1 in the deposit's own transaction, before its promotions are weighed.
    const risen = await newMember(t);
    await approvedDeposit(t, risen.token, 500);
    card = await cardOf(t, risen.token, id);
    expect(card.state).toBe('CLAIMED');
    expect(card.entry?.amount).toBe(5);
    expect((await wallets(t, risen.memberId)).main).toBe(50_000n + 500n + 1_000n);

    // A deposit too small to rise leaves the reason on the member's entry.
    await approvedDeposit(t, low.token, 300);
    card = await cardOf(t, low.token, id);
    expect(card).toMatchObject({ state: 'CLOSED', note: 'For VIP 1, VIP 2 members.' });
    expect((await wallets(t, low.memberId)).main).toBe(30_000n);
    // In Bengali, with the levels' Bengali names.
    const bn = await t.call(listPromotions, { token: low.token, headers: { language: 'BN' } });
    expect(bn.body.value!.list.find((c) => c.id === id)?.note).toBe('ভিআইপি 1, ভিআইপি 2 সদস্যদের জন্য।');
    await t.verifyLedger();
  });

  it('a member who does not bet a level’s keep amount in a month falls, and regains it by betting it', async () => {
    const member = await newMember(t);
    await approvedDeposit(t, member.token, 1_500);
    let standing = (await t.call(getVipInfo, { token: member.token })).body.value!.standing!;
    expect(standing).toMatchObject({ vipRankLevel: 2, dropped: null });
    expect(standing.keep).toEqual({ validBet: 1_000, thisMonth: 0, left: 1_000 });

    // The month the level was reached is not judged: it is kept into the next.
    nextMonth();
    await fold();
    expect(await t.services.rewards.vipKeep.reviewDue()).toBe(0);
    await playRound(t, vendor, member.memberId, { gameCode: CATEGORY_GAMES.RNG, bets: [15_000], win: 0 });
    await fold();

    // 150 bet last month: short of VIP 2's 1,000, enough for VIP 1's 100. (The VIP 1 member of
    // the test before bet nothing, and falls too.) Each month is judged once.
    nextMonth();
    expect(await t.services.rewards.vipKeep.reviewDue()).toBe(2);
    expect(await t.services.rewards.vipKeep.reviewDue()).toBe(0);
    const token = await logIn(t, member);
    standing = (await t.call(getVipInfo, { token })).body.value!.standing!;
    expect(standing).toMatchObject({
      vipRankLevel: 1,
      vipLabelName: 'VIP 1',
      keep: { validBet: 100, thisMonth: 0, left: 100 },
      dropped: { from: 2, fromName: 'VIP 2' },
      next: { level: 2, validBetLeft: 0, depositsLeft: 0, regainLeft: 1_000 },
    });
    // The cumulative figures that reached VIP 2 do not bring it back by themselves.
    expect(await t.services.rewards.vip.reviewAll()).toBe(0);

    const before = (await wallets(t, member.memberId)).main;
    await playRound(t, vendor, member.memberId, {
      gameCode: CATEGORY_GAMES.RNG,
      bets: [60_000, 40_000],
      win: 0,
    });
    await fold();
    expect(await t.services.rewards.vip.reviewAll()).toBe(1);
    standing = (await t.call(getVipInfo, { token })).body.value!.standing!;
    expect(standing).toMatchObject({ vipRankLevel: 2, dropped: null, keep: { thisMonth: 1_000, left: 0 } });
    // Regained, not reached: no second upgrade bonus.
    expect((await wallets(t, member.memberId)).main).toBe(before - 100_000n);
    await t.verifyLedger();
  });
});
