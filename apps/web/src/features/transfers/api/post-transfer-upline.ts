import { type BodyOf, transferToUpline } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const postTransferUpline = (body: BodyOf<typeof transferToUpline>) =>
  callApi(transferToUpline, { body });
