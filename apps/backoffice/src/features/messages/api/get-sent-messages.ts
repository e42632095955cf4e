import { listSentMessagesStaff, type QueryOf } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** The messages staff sent, newest first, each with its recipients and how many read it. */
export const fetchSentMessages = (query: QueryOf<typeof listSentMessagesStaff>, signal?: AbortSignal) =>
  callApi(listSentMessagesStaff, { query, signal });
