import { type BodyOf, convertPoints } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export type ConvertBody = BodyOf<typeof convertPoints>;
/** Converts points to cash in the main wallet (sealed: it carries the payment password); retries replay. */
export const postConvert = (body: ConvertBody) => callApi(convertPoints, { body });
