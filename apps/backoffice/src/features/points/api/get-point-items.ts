import { listPointItems } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** The mall's items, switched-off ones too, each with the pieces it has given. */
export const fetchPointItems = (signal?: AbortSignal) => callApi(listPointItems, { signal });
