import { type BodyOf, staffLogin } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const postLogin = (body: BodyOf<typeof staffLogin>) => callApi(staffLogin, { body });
