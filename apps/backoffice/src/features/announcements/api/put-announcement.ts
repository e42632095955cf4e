import { type BodyOf, updateAnnouncement } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const putAnnouncement = (id: number, body: BodyOf<typeof updateAnnouncement>) =>
  callApi(updateAnnouncement, { params: { id }, body });
