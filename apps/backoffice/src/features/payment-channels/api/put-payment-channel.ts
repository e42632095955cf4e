import { type BodyOf, updatePaymentChannel } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** Changes a channel and its place (position 0 is first); its code stays. Answers the whole list. */
export const putPaymentChannel = (code: string, body: BodyOf<typeof updatePaymentChannel>) =>
  callApi(updatePaymentChannel, { params: { code }, body });
