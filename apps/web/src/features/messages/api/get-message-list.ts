import { listMessages, type ValueOf } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export type MessagePage = ValueOf<typeof listMessages>;

/** One page of the member's messages, newest first, in the request's language. */
export const fetchMessageList = (pageNo: number, pageSize: number, signal?: AbortSignal) =>
  callApi(listMessages, { query: { pageNo, pageSize }, signal });
