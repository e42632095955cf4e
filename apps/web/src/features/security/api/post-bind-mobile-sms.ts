import { type BodyOf, sendBindMobileSms } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const postBindMobileSms = (body: BodyOf<typeof sendBindMobileSms>) =>
  callApi(sendBindMobileSms, { body });
