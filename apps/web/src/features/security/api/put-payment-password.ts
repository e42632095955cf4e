import { type BodyOf, setPaymentPassword } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const putPaymentPassword = (body: BodyOf<typeof setPaymentPassword>) =>
  callApi(setPaymentPassword, { body });
