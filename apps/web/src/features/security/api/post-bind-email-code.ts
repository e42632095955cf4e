import { type BodyOf, sendBindEmailCode } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const postBindEmailCode = (body: BodyOf<typeof sendBindEmailCode>) =>
  callApi(sendBindEmailCode, { body });
