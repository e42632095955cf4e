import { type BodyOf, transferToDownline } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const postTransferDownline = (body: BodyOf<typeof transferToDownline>) =>
  callApi(transferToDownline, { body });
