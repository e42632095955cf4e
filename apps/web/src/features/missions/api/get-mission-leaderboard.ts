import { getMissionLeaderboard, type ValueOf } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export type MissionLeaderboard = ValueOf<typeof getMissionLeaderboard>;
export type LeaderboardPeriodChoice = 'CURRENT' | 'PREVIOUS';

/** The leaderboard of the current or the previous period: top ranks, the member's own, the prizes. */
export const fetchMissionLeaderboard = (period: LeaderboardPeriodChoice, signal?: AbortSignal) =>
  callApi(getMissionLeaderboard, { query: { period }, signal });
