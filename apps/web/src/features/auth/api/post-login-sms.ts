import { type BodyOf, sendLoginSms } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const postLoginSms = (body: BodyOf<typeof sendLoginSms>) => callApi(sendLoginSms, { body });
