import { suspendContractStaff } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** Suspends a contract in force (its periods settle as nothing due) or lifts that; audited with the reason. */
export const putContractSuspension = (id: string, suspended: boolean, reason: string) =>
  callApi(suspendContractStaff, { params: { id }, body: { suspended, reason } });
