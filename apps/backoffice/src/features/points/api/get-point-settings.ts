import { getPointSettings } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** The brand's points rules: earning rates per category, the exchange ratio, the mall's copy text. */
export const fetchPointSettings = (signal?: AbortSignal) => callApi(getPointSettings, { signal });
