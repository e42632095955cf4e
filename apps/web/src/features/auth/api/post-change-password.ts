import { type BodyOf, changePassword } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const postChangePassword = (body: BodyOf<typeof changePassword>) => callApi(changePassword, { body });
