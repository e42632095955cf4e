import { listAuditStaff, type QueryOf } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** A page of the audit log, newest first; `before` is the last entry's id. */
export const fetchAudit = (query: QueryOf<typeof listAuditStaff>, signal?: AbortSignal) =>
  callApi(listAuditStaff, { query, signal });
