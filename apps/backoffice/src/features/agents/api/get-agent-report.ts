import { getAgentReportStaff, type QueryOf } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** An agent's team report for a period, as the agent's own overview shows it. */
export const fetchAgentReport = (
  memberId: number,
  query: QueryOf<typeof getAgentReportStaff>,
  signal?: AbortSignal,
) => callApi(getAgentReportStaff, { params: { memberId }, query, signal });
