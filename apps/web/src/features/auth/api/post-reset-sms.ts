import { type BodyOf, sendResetSms } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const postResetSms = (body: BodyOf<typeof sendResetSms>) => callApi(sendResetSms, { body });
