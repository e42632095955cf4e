import { sendPaymentPasswordSms } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const postPaymentPasswordSms = () => callApi(sendPaymentPasswordSms);
