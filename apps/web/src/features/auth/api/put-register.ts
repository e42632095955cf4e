import { type RegisterRequest, register } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const putRegister = (body: RegisterRequest) => callApi(register, { body });
