import { createPointItem, type PointItemInput } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** Puts a new item in the mall. */
export const postPointItem = (body: PointItemInput) => callApi(createPointItem, { body });
