import { getPointConfig } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** The brand's points rules: earning rates, the exchange ratio and the mall's copy text. */
export const fetchPointConfig = (signal?: AbortSignal) => callApi(getPointConfig, { signal });
