import { staffTotpSetup } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const postTotpSetup = (password: string) => callApi(staffTotpSetup, { body: { password } });
