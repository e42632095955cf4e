import { getRoomList, type QueryOf } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const fetchRoomList = (query: QueryOf<typeof getRoomList>, signal?: AbortSignal) =>
  callApi(getRoomList, { query, signal });
