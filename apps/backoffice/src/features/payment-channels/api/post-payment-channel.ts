import { type BodyOf, createPaymentChannel } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** Adds a channel, last in the order; answers the whole list. */
export const postPaymentChannel = (body: BodyOf<typeof createPaymentChannel>) =>
  callApi(createPaymentChannel, { body });
