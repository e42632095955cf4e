import { putStaffStatus as statusEndpoint } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** Disabling ends the account's sessions at once. */
export const putStaffStatus = (staffId: number, status: 'ACTIVE' | 'DISABLED') =>
  callApi(statusEndpoint, { params: { staffId }, body: { status } });
