import { deleteAnnouncement as deleteEndpoint } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const deleteAnnouncement = (id: number) => callApi(deleteEndpoint, { params: { id } });
