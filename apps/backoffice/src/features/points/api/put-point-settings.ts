import { type PointSettings, savePointSettings } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** The brand's points rules replaced as a whole; the answer is what was stored. */
export const putPointSettings = (body: PointSettings) => callApi(savePointSettings, { body });
