import { getJackpotSettings } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** The brand's jackpot settings (null before any were saved). */
export const fetchJackpotSettings = (signal?: AbortSignal) => callApi(getJackpotSettings, { signal });
