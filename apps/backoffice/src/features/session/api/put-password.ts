import { type BodyOf, staffChangePassword } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const putPassword = (body: BodyOf<typeof staffChangePassword>) =>
  callApi(staffChangePassword, { body });
