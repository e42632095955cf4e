import { getReport, type ReportName } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** A report over the brand's days `from`..`to` (both included) as columns and rows. */
export const fetchReport = (name: ReportName, from: string, to: string, signal?: AbortSignal) =>
  callApi(getReport, { params: { name }, query: { from, to }, signal });
