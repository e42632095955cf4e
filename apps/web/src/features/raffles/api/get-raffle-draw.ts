import { getRaffleDraw } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** One draw read again: after a rotation it carries its revealed server seed. */
export const fetchRaffleDraw = (id: string) => callApi(getRaffleDraw, { params: { id } });
