import { getCaptcha } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** A base64 PNG; its answer is bound to the httpOnly cookie the same call sets. */
export const fetchCaptcha = () => callApi(getCaptcha);
