import { type BodyOf, resetPasswordByMobile } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const postResetPassword = (body: BodyOf<typeof resetPasswordByMobile>) =>
  callApi(resetPasswordByMobile, { body });
