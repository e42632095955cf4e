import { getMemberLedgerStaff } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** A page of the member's statement, newest first; `before` is the last line's seq. */
export const fetchMemberLedger = (
  memberId: number,
  before: string | undefined,
  pageSize: number,
  signal?: AbortSignal,
) => callApi(getMemberLedgerStaff, { params: { memberId }, query: { before, pageSize }, signal });
