import {
  createMission,
  getMissionSummary,
  type LeaderboardSettings,
  type MissionInput,
  saveLeaderboardSettings,
} from '@tessera/contracts';
import { staffToken } from '../../../test/helpers.js';
import type { TestApp } from '../../../test/test-app.js';

/** Test helpers of missions and the leaderboard (not a test file itself). */

/** A live mission made by staff through the API; answers its id. */
export async function liveMission(
  t: TestApp,
  input: Partial<MissionInput> & Pick<MissionInput, 'goal' | 'target'>,
) {
  const made = await t.call(createMission, {
    token: await staffToken(t),
    body: {
      title: { EN: `Test ${input.goal}`, BN: 'পরীক্ষা' },
      period: 'DAILY',
      rewardType: 'CASH',
      rewardAmount: 10,
      score: 10,
      status: 'LIVE',
      startsAt: new Date(t.clock.now().getTime() - 60_000).toISOString(),
      ...input,
    },
  });
  if (!made.body.success) throw new Error(`mission refused: ${JSON.stringify(made.body)}`);
  return made.body.value!.id;
}

export async function leaderboardRules(t: TestApp, rules: Partial<LeaderboardSettings> = {}) {
  const saved = await t.call(saveLeaderboardSettings, {
    token: await staffToken(t),
    body: { enabled: true, period: 'WEEKLY', prizes: [100, 50, 20], rankShown: 10, ...rules },
  });
  if (!saved.body.success) throw new Error(`rules refused: ${JSON.stringify(saved.body)}`);
}

/** A member's card of one mission. */
export async function cardOf(t: TestApp, token: string, missionId: string) {
  const summary = (await t.call(getMissionSummary, { token })).body.value!;
  return {
    ...summary.list.find((m) => m.id === missionId)!,
    readyCount: summary.readyCount,
    score: summary.score,
  };
}
