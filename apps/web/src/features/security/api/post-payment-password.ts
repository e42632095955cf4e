import { type BodyOf, changePaymentPassword } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const postPaymentPassword = (body: BodyOf<typeof changePaymentPassword>) =>
  callApi(changePaymentPassword, { body });
