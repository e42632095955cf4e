import { type BodyOf, forgotPasswordByEmail } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const postForgotPasswordEmail = (body: BodyOf<typeof forgotPasswordByEmail>) =>
  callApi(forgotPasswordByEmail, { body });
