import { getVnGameMenu } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const fetchVnGameMenu = (signal?: AbortSignal) => callApi(getVnGameMenu, { signal });
