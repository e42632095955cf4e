import { type PointItemInput, updatePointItem } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** Changes a mall item as a whole (its stock is what is left now; redeems in process keep theirs). */
export const putPointItem = (id: string, body: PointItemInput) =>
  callApi(updatePointItem, { params: { id }, body });
