import { getLeaderboardSettings } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** The leaderboard's rules: on or off, its period, the prizes per rank and the ranks counted. */
export const fetchLeaderboardSettings = (signal?: AbortSignal) => callApi(getLeaderboardSettings, { signal });
