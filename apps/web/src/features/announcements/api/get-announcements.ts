import { getListAnnouncements, type QueryOf } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const fetchAnnouncements = (
  query: QueryOf<typeof getListAnnouncements>,
  signal?: AbortSignal,
  language?: string,
) => callApi(getListAnnouncements, { query, signal, language });
