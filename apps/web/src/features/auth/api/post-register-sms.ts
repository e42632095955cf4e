import { type BodyOf, sendRegisterSms } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const postRegisterSms = (body: BodyOf<typeof sendRegisterSms>) => callApi(sendRegisterSms, { body });
