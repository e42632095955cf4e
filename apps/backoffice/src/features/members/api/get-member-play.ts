import { listLotteryBetsStaff, listRoundsStaff } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** One member's game rounds, newest first; `before` (a row's id) pages on. */
export const fetchMemberRounds = (
  memberId: number,
  before: string | undefined,
  pageSize: number,
  signal?: AbortSignal,
) => callApi(listRoundsStaff, { query: { memberId, before, pageSize }, signal });

/** One member's lottery bets, newest first; `before` (a row's id) pages on. */
export const fetchMemberLotteryBets = (
  memberId: number,
  before: string | undefined,
  pageSize: number,
  signal?: AbortSignal,
) => callApi(listLotteryBetsStaff, { query: { memberId, before, pageSize }, signal });
