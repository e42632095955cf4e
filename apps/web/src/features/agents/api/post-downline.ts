import { type BodyOf, createDownline } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export type DownlineBody = BodyOf<typeof createDownline>;
/** Sealed by the contract (`encrypted`): the server answers the account and its first password. */
export const postDownline = (body: DownlineBody) => callApi(createDownline, { body });
