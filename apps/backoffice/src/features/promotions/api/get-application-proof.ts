import { getApplicationProof } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** One proof image (1-based) of an application, as a data URL. */
export const fetchApplicationProof = (id: string, index: number, signal?: AbortSignal) =>
  callApi(getApplicationProof, { params: { id, index }, signal });
