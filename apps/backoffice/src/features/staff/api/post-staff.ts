import { type BodyOf, createStaffMember } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const postStaff = (body: BodyOf<typeof createStaffMember>) => callApi(createStaffMember, { body });
