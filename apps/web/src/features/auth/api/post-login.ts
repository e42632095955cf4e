import { type BodyOf, login } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export type LoginBody = BodyOf<typeof login>;
export const postLogin = (body: LoginBody) => callApi(login, { body });
