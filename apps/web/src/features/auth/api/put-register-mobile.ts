import { type RegisterRequest, registerMobile } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const putRegisterMobile = (body: RegisterRequest) => callApi(registerMobile, { body });
