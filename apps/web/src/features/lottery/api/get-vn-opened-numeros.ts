import { getVnOpenedNumeros } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const fetchVnOpenedNumeros = (signal?: AbortSignal) => callApi(getVnOpenedNumeros, { signal });
