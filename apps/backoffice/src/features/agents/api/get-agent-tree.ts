import { getAgentTreeStaff, type QueryOf } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** One level of the agent tree: the top agents, or a member's direct downlines, with the path down to them. */
export const fetchAgentTree = (query: QueryOf<typeof getAgentTreeStaff>, signal?: AbortSignal) =>
  callApi(getAgentTreeStaff, { query, signal });
