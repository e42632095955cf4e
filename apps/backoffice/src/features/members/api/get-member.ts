import { getMemberStaff } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** A member's page: profile, upline chain, wallets and last logins. */
export const fetchMember = (memberId: number, signal?: AbortSignal) =>
  callApi(getMemberStaff, { params: { memberId }, signal });
