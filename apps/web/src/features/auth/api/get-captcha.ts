import { getCaptcha } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** A base64 PNG; the answer is bound to an httpOnly cookie the same call sets. */
export const fetchCaptcha = () => callApi(getCaptcha);
