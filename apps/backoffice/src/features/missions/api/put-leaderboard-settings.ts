import { type LeaderboardSettings, saveLeaderboardSettings } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** The leaderboard's rules replaced as a whole; the answer is what was stored. */
export const putLeaderboardSettings = (body: LeaderboardSettings) =>
  callApi(saveLeaderboardSettings, { body });
