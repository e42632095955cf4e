import {
  approveReferralReward,
  getAvailablePromo,
  getReferralInfo,
  listReferralFriends,
  listReferralRewards,
  type ReferralSettings,
  register,
  rejectReferralReward,
  saveReferralSettings,
} from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveHumanCheck, staffToken, staffTokenFor, uniqueName } from '../../../test/helpers.js';
import { createTestApp, expectRefusal, type TestApp } from '../../../test/test-app.js';
import { fund, type LaunchingClient, vendorClient } from '../provider/provider-test-kit.js';
import { playRound } from '../records/records-test-kit.js';
import { addCategoryGames, approvedDeposit, CATEGORY_GAMES, foldAll } from '../rewards/reward-test-kit.js';
import { balanceOf, type Person, person, trialToken } from '../transfers/transfer-test-kit.js';

const RULES: ReferralSettings = {
  enabled: true,
  registerReward: 20,
  firstDepositReward: 100,
  firstDepositMin: 500,
  validBetReward: 200,
  validBetThreshold: 5_000,
  holdSameIp: true,
  holdSameDevice: false,
};

describe('invite friends', () => {
  let t: TestApp;
  let admin: string;
  let vendor: LaunchingClient;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await staffToken(t);
    vendor = await vendorClient(t);
    await addCategoryGames(t);
    const saved = await t.call(saveReferralSettings, { token: admin, body: RULES });
    expect(saved.body.success).toBe(true);
  });
  afterAll(() => t?.close());

  const info = (member: { token: string }) =>
    t.call(getReferralInfo, { token: member.token }).then((r) => r.body.value!);
  /** A friend registered through the link's code, from an address and a browser. */
  async function friendOf(code: string, from: { ip: string; userAgent?: string }) {
    const password = 'Secret123';
    const result = await t.call(register, {
      ip: from.ip,
      headers: from.userAgent ? { 'user-agent': from.userAgent } : {},
      body: {
        username: uniqueName('fr'),
        password,
        confirmPassword: password,
        ageConfirmed: true,
        humanCheck: await solveHumanCheck(t, from.ip),
        referralCode: code,
      },
    });
    if (!result.body.success) throw new Error(`registration failed: ${JSON.stringify(result.body)}`);
    return { id: result.body.value!.member.id, token: result.body.value!.token };
  }

  it('gives each member a code and link, and pays the referrer once per step a friend reaches', async () => {
    const referrer: Person = await person(t);
    const mine = await info(referrer);
    expect(mine.code).toMatch(/^[A-Z2-9]{8}$/u);
    expect(mine.link).toMatch(new RegExp(`/\\?referralCode=${mine.code}$`, 'u'));
    expect((await info(referrer)).code).toBe(mine.code);
    expect(mine.rules).toEqual({
      enabled: true,
      registerReward: 20,
      firstDepositReward: 100,
      firstDepositMin: 500,
      validBetReward: 200,
      validBetThreshold: 5_000,
    });

    const friend = await friendOf(mine.code.toLowerCase(), { ip: '203.0.113.7' });
    const before = await balanceOf(t, referrer.id);
    // Two passes racing write and pay the registration once.
    await Promise.all([t.services.referrals.rewards.run(), t.services.referrals.rewards.run()]);
    expect(await t.services.referrals.rewards.run()).toBe(0);
    expect(await balanceOf(t, referrer.id)).toBe(before + 2_000n);

    // A deposit under the minimum is no first deposit yet; one over it is.
    await approvedDeposit(t, friend.token, 200);
    await t.services.referrals.rewards.run();
    expect(await balanceOf(t, referrer.id)).toBe(before + 2_000n);
    await approvedDeposit(t, friend.token, 600);
    await t.services.referrals.rewards.run();
    expect(await balanceOf(t, referrer.id)).toBe(before + 12_000n);

    // ৳4,000 of settled slots is short of the threshold; ৳1,000 more reaches it.
    await fund(t, friend.id, 1_000_000n);
    await playRound(t, vendor, friend.id, { gameCode: CATEGORY_GAMES.RNG, bets: [400_000], win: 0 });
    await foldAll(t);
    await t.services.referrals.rewards.run();
    const partway = (await t.call(listReferralFriends, { token: referrer.token, query: {} })).body.value!;
    expect(partway.list[0]).toMatchObject({ stages: ['REGISTER', 'FIRST_DEPOSIT'], validBet: 4_000 });
    await playRound(t, vendor, friend.id, { gameCode: CATEGORY_GAMES.RNG, bets: [100_000], win: 0 });
    await foldAll(t);
    await t.services.referrals.rewards.run();
    expect(await balanceOf(t, referrer.id)).toBe(before + 32_000n);

    const friends = (await t.call(listReferralFriends, { token: referrer.token, query: {} })).body.value!;
    expect(friends.total).toBe(1);
    expect(friends.list[0]).toMatchObject({
      stages: ['REGISTER', 'FIRST_DEPOSIT', 'VALID_BET'],
      validBet: 5_000,
    });
    expect(friends.list[0]!.username).toMatch(/\*{4}/u);
    expect(friends.list[0]!.rewards.map((r) => [r.stage, r.amount, r.state]).sort()).toEqual([
      ['FIRST_DEPOSIT', 100, 'PAID'],
      ['REGISTER', 20, 'PAID'],
      ['VALID_BET', 200, 'PAID'],
    ]);
    expect(await info(referrer)).toMatchObject({ friends: 1, depositedFriends: 1, earned: 320, held: 0 });
    expect((await t.call(getAvailablePromo, { token: referrer.token })).body.value!.availablePromo).toEqual([
      { type: 'REFERRAL', enabled: true },
    ]);
    await t.verifyLedger();
  });

  it('holds a friend from the referrer’s network for review; staff pay one and refuse another, once', async () => {
    const referrer = await person(t);
    // The referrer logs in from 198.51.100.9 (known to the platform).
    await t.db
      .insertInto('member_known_ips')
      .values({ member_id: referrer.id, ip: '198.51.100.9' })
      .execute();
    const { code } = await info(referrer);
    await friendOf(code, { ip: '198.51.100.9' });
    await friendOf(code, { ip: '198.51.100.9' });
    const before = await balanceOf(t, referrer.id);
    await t.services.referrals.rewards.run();
    expect(await balanceOf(t, referrer.id)).toBe(before);
    expect(await info(referrer)).toMatchObject({ friends: 2, earned: 0, held: 40 });

    const finance = await staffTokenFor(t, 'finance');
    const queue = (
      await t.call(listReferralRewards, { token: finance, query: { state: 'HELD', q: referrer.username } })
    ).body.value!;
    expect(queue.total).toBe(2);
    expect(queue.list[0]).toMatchObject({
      state: 'HELD',
      // The test's requests all share one user agent, so the friend also looks like the same browser.
      flags: ['SAME_IP', 'SAME_DEVICE'],
      friendIp: '198.51.100.9',
      amount: 20,
    });
    const [pay, refuse] = queue.list;
    const paid = await Promise.all([
      t.call(approveReferralReward, { token: finance, params: { id: pay!.id } }),
      t.call(approveReferralReward, { token: finance, params: { id: pay!.id } }),
    ]);
    expect(paid.filter((r) => r.body.success)).toHaveLength(1);
    expectRefusal(paid.find((r) => !r.body.success)!, 'referral.reward.decided');
    const refused = await t.call(rejectReferralReward, {
      token: finance,
      params: { id: refuse!.id },
      body: { reason: 'Same household as the referrer' },
    });
    expect(refused.body.value).toMatchObject({ state: 'REJECTED', reason: 'Same household as the referrer' });
    expect(await balanceOf(t, referrer.id)).toBe(before + 2_000n);
    const support = await staffTokenFor(t, 'support');
    expect((await t.call(approveReferralReward, { token: support, params: { id: refuse!.id } })).status).toBe(
      403,
    );
    await t.verifyLedger();
  });

  it('flags the referrer’s own browser when the brand asks, ignores codes nobody holds, and refuses trial players', async () => {
    await t.call(saveReferralSettings, { token: admin, body: { ...RULES, holdSameDevice: true } });
    const referrer = await person(t);
    const browser = 'Mozilla/5.0 (Linux; Android 14) TesseraTest/1.0';
    // The referrer's own session from that browser.
    await t.db
      .updateTable('sessions')
      .set({ user_agent: browser })
      .where('member_id', '=', referrer.id)
      .execute();
    const { code } = await info(referrer);
    const friend = await friendOf(code, { ip: '192.0.2.44', userAgent: browser });
    const referral = await t.db
      .selectFrom('referrals')
      .selectAll()
      .where('friend_id', '=', friend.id)
      .executeTakeFirstOrThrow();
    expect(referral.flags).toEqual(['SAME_DEVICE']);

    const stranger = await friendOf('NOSUCHCD', { ip: '192.0.2.45' });
    expect(
      await t.db.selectFrom('referrals').select('friend_id').where('friend_id', '=', stranger.id).execute(),
    ).toEqual([]);
    expectRefusal(await t.call(getReferralInfo, { token: await trialToken(t) }), 'trial.not.allowed');
    expectRefusal(
      await t.call(saveReferralSettings, { token: admin, body: { ...RULES, validBetThreshold: 0 } }),
      'referral.settings.invalid',
    );
    await t.call(saveReferralSettings, { token: admin, body: RULES });
  });
});
