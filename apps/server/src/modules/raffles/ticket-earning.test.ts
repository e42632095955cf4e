import { randomUUID } from 'node:crypto';
import {
  claimMission,
  getRaffles,
  getReferralInfo,
  register,
  saveReferralSettings,
} from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveHumanCheck, staffToken, uniqueName } from '../../../test/helpers.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { liveMission } from '../missions/missions-test-kit.js';
import { fund, type LaunchingClient, vendorClient } from '../provider/provider-test-kit.js';
import { playRound } from '../records/records-test-kit.js';
import {
  addCategoryGames,
  approvedDeposit,
  CATEGORY_GAMES,
  foldAll,
  newMember,
} from '../rewards/reward-test-kit.js';
import { liveRaffle } from './raffles-test-kit.js';

describe('tickets earned by the rules', () => {
  let t: TestApp;
  let vendor: LaunchingClient;
  beforeAll(async () => {
    t = await createTestApp();
    vendor = await vendorClient(t);
    await addCategoryGames(t);
  });
  afterAll(() => t?.close());

  const ticketsOf = async (token: string, raffleId: string) =>
    (await t.call(getRaffles, { token })).body.value!.list.find((r) => r.id === raffleId)!.tickets;
  const earn = () => t.services.raffles.earning.run();

  it('gives tickets per approved deposit from the minimum, once each, however often the pass runs', async () => {
    const raffle = await liveRaffle(t, { rules: [{ source: 'DEPOSIT', minAmount: 500, tickets: 2 }] });
    const member = await newMember(t);
    await approvedDeposit(t, member.token, 200);
    await approvedDeposit(t, member.token, 500);
    await approvedDeposit(t, member.token, 1_000);
    await Promise.all([earn(), earn()]);
    await earn();
    expect(await ticketsOf(member.token, raffle.id)).toBe(4);
  });

  it('gives tickets per whole step of valid bet in the rule’s categories, read from the play roll-up', async () => {
    const raffle = await liveRaffle(t, {
      rules: [{ source: 'VALID_BET', per: 100, tickets: 1, categories: ['RNG'] }],
    });
    const member = await newMember(t);
    await fund(t, member.memberId, 1_000_000n);
    const play = (stake: number, gameCode: string = CATEGORY_GAMES.RNG) =>
      playRound(t, vendor, member.memberId, { gameCode, bets: [stake], win: 0 });
    await play(25_000);
    // Live tables do not count toward a slots rule.
    await play(90_000, CATEGORY_GAMES.LIVE);
    await foldAll(t);
    await earn();
    expect(await ticketsOf(member.token, raffle.id)).toBe(2);
    await play(8_000);
    await foldAll(t);
    await Promise.all([earn(), earn()]);
    expect(await ticketsOf(member.token, raffle.id)).toBe(3);
    await earn();
    expect(await ticketsOf(member.token, raffle.id)).toBe(3);
  });

  it('gives a mission’s ticket reward per claim, and tickets per paid referral reward', async () => {
    const missionId = await liveMission(t, { goal: 'LOGIN_DAYS', target: 1 });
    const raffle = await liveRaffle(t, {
      rules: [
        { source: 'MISSION', missionId, tickets: 3 },
        { source: 'REFERRAL', stage: 'REGISTER', tickets: 1 },
      ],
    });
    const member = await newMember(t);
    const claimed = await t.call(claimMission, {
      token: member.token,
      body: { missionId, requestId: randomUUID() },
    });
    expect(claimed.body.success).toBe(true);

    const saved = await t.call(saveReferralSettings, {
      token: await staffToken(t),
      body: {
        enabled: true,
        registerReward: 5,
        firstDepositReward: 100,
        firstDepositMin: 500,
        validBetReward: 200,
        validBetThreshold: 5_000,
        holdSameIp: false,
        holdSameDevice: false,
      },
    });
    expect(saved.body.success, JSON.stringify(saved.body)).toBe(true);
    const { code } = (await t.call(getReferralInfo, { token: member.token })).body.value!;
    const friend = await t.call(register, {
      ip: '198.51.100.9',
      body: {
        username: uniqueName('fr'),
        password: 'Secret123',
        confirmPassword: 'Secret123',
        ageConfirmed: true,
        humanCheck: await solveHumanCheck(t, '198.51.100.9'),
        referralCode: code,
      },
    });
    expect(friend.body.success).toBe(true);
    await t.services.referrals.rewards.run();
    await earn();
    await earn();
    expect(await ticketsOf(member.token, raffle.id)).toBe(4);
  });
});
