import { listMyFeedback, type QueryOf } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** The member's own feedback, newest first, with staff's replies (`GET /wps/feedback`). */
export const fetchMyFeedback = (query: QueryOf<typeof listMyFeedback>, signal?: AbortSignal) =>
  callApi(listMyFeedback, { query, signal });
