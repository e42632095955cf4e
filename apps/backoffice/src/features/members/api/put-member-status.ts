import { putMemberStatus as statusEndpoint } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** Freezing ends the member's sessions on every node; the reason goes to the audit log. */
export const putMemberStatus = (memberId: number, status: 'ACTIVE' | 'DISABLED', reason: string) =>
  callApi(statusEndpoint, { params: { memberId }, body: { status, reason } });
