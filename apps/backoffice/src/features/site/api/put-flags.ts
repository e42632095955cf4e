import { type BodyOf, putSiteFlags } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** Only the keys sent change. */
export const putFlags = (body: BodyOf<typeof putSiteFlags>) => callApi(putSiteFlags, { body });
