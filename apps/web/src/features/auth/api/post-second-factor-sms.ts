import { sendSecondFactorSms } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const postSecondFactorSms = (ticket: string) => callApi(sendSecondFactorSms, { body: { ticket } });
