import { type RegisterSettings, putRegisterSettings as registerEndpoint } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const putRegisterSettings = (body: RegisterSettings) => callApi(registerEndpoint, { body });
