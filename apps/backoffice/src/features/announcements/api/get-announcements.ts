import { listAnnouncementsStaff, type QueryOf } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const fetchAnnouncements = (query: QueryOf<typeof listAnnouncementsStaff>, signal?: AbortSignal) =>
  callApi(listAnnouncementsStaff, { query, signal });
