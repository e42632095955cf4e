import { type BodyOf, bindEmail } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const postBindEmail = (body: BodyOf<typeof bindEmail>) => callApi(bindEmail, { body });
