import { putStaffRole as roleEndpoint, type StaffRole } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** The new role applies to the staff member's next call, on every node. */
export const putStaffRole = (staffId: number, role: StaffRole) =>
  callApi(roleEndpoint, { params: { staffId }, body: { role } });
