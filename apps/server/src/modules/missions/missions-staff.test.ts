import {
  createMission,
  getLeaderboardSettings,
  getMissionSummary,
  listStaffMissions,
  type MissionInput,
  saveLeaderboardSettings,
  updateMission,
} from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffToken, staffTokenFor } from '../../../test/helpers.js';
import { createTestApp, expectRefusal, type TestApp } from '../../../test/test-app.js';
import { person } from '../transfers/transfer-test-kit.js';

describe('missions in the back office', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await staffToken(t);
  });
  afterAll(() => t?.close());

  const base: MissionInput = {
    title: { EN: 'Spin the slots', BN: 'স্লট ঘোরান' },
    summary: { EN: 'Bet on slots today.' },
    icon: '/images/missions/slots.svg',
    period: 'DAILY',
    goal: 'VALID_BET',
    categories: ['RNG'],
    gameId: null,
    target: 500.5,
    rewardType: 'BONUS',
    rewardAmount: 10.25,
    wageringMultiple: 7.5,
    score: 10,
    status: 'LIVE',
    startsAt: '2026-01-01T00:00:00Z',
    endsAt: null,
    sortOrder: 1,
  };

  it('writes a mission that members read in their language, edits it, and audits both', async () => {
    const made = await t.call(createMission, { token: admin, body: base });
    const id = made.body.value!.id;
    expect(made.body.value).toMatchObject({
      target: 500.5,
      rewardAmount: 10.25,
      wageringMultiple: 7.5,
      claims: 0,
    });
    const member = await person(t);
    const seen = (await t.call(getMissionSummary, { token: member.token, headers: { language: 'BN' } })).body
      .value!;
    expect(seen.list.find((m) => m.id === id)).toMatchObject({
      title: 'স্লট ঘোরান',
      target: 500.5,
      state: 'PROCESS',
    });

    const ended = await t.call(updateMission, {
      token: admin,
      params: { id },
      body: { ...base, status: 'ENDED' },
    });
    expect(ended.body.value?.status).toBe('ENDED');
    const after = (await t.call(getMissionSummary, { token: member.token })).body.value!;
    expect(after.list.some((m) => m.id === id)).toBe(false);
    const audit = await t.db.selectFrom('audit_log').select('action').where('target', '=', id).execute();
    expect(audit.map((a) => a.action).sort()).toEqual(['mission.create', 'mission.update']);
    expect((await t.call(listStaffMissions, { token: admin })).body.value!.list.map((m) => m.id)).toContain(
      id,
    );
  });

  it('refuses missions that do not fit together, and content may write what support may only read', async () => {
    const missionCount = async () => (await t.db.selectFrom('missions').select('id').execute()).length;
    const before = await missionCount();
    const refuse = async (body: MissionInput) =>
      expectRefusal(await t.call(createMission, { token: admin, body }), 'mission.invalid');
    await refuse({ ...base, wageringMultiple: 0 });
    await refuse({ ...base, goal: 'GAME_ROUNDS', categories: null, target: 10 });
    await refuse({ ...base, goal: 'LOGIN_DAYS', target: 1 });
    await refuse({ ...base, goal: 'BETS', target: 2.5 });
    await refuse({ ...base, rewardType: 'POINTS', rewardAmount: 2.5, wageringMultiple: 0 });
    await refuse({ ...base, target: 1.005 });
    await refuse({ ...base, goal: 'GAME_ROUNDS', categories: null, gameId: '999999', target: 5 });
    await refuse({ ...base, endsAt: '2025-12-31T00:00:00Z' });
    await refuse({ ...base, title: { EN: '  ' } });
    expect(await missionCount()).toBe(before);

    const content = await staffTokenFor(t, 'content');
    expect((await t.call(createMission, { token: content, body: base })).body.success).toBe(true);
    const support = await staffTokenFor(t, 'support');
    expect((await t.call(listStaffMissions, { token: support })).body.success).toBe(true);
    expect((await t.call(createMission, { token: support, body: base })).status).toBe(403);
  });

  it('saves the leaderboard rules whole, with prizes to the currency decimals', async () => {
    const saved = await t.call(saveLeaderboardSettings, {
      token: admin,
      body: { enabled: true, period: 'MONTHLY', prizes: [1000, 500.5], rankShown: 50 },
    });
    expect(saved.body.value).toEqual({
      enabled: true,
      period: 'MONTHLY',
      prizes: [1000, 500.5],
      rankShown: 50,
    });
    expect((await t.call(getLeaderboardSettings, { token: admin })).body.value?.period).toBe('MONTHLY');
    expectRefusal(
      await t.call(saveLeaderboardSettings, {
        token: admin,
        body: { enabled: true, period: 'WEEKLY', prizes: [1.001], rankShown: 50 },
      }),
      'mission.invalid',
    );
  });
});
