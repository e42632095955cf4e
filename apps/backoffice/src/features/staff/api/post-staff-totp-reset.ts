import { resetStaffTotp } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** Clears the staff member's authenticator; their sessions end and they enrol again at sign-in. */
export const postStaffTotpReset = (staffId: number) => callApi(resetStaffTotp, { params: { staffId } });
