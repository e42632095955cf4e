import { listMembersStaff, type QueryOf } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** One page of a member search (newest first; `hasMore` instead of a total). */
export const fetchMembers = (query: QueryOf<typeof listMembersStaff>, signal?: AbortSignal) =>
  callApi(listMembersStaff, { query, signal });
