import { type BodyOf, postWithdraw as endpoint } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** Sealed on the wire (the contract marks it encrypted). */
export const postWithdraw = (body: BodyOf<typeof endpoint>) => callApi(endpoint, { body });
