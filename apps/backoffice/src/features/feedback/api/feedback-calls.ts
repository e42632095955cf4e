import {
  closeFeedbackStaff,
  getFeedbackImageStaff,
  listFeedbackStaff,
  type QueryOf,
  replyFeedbackStaff,
} from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** The feedback queue's calls (decision 0052): a page, an image, a reply, a close. */
export const fetchFeedback = (query: QueryOf<typeof listFeedbackStaff>, signal?: AbortSignal) =>
  callApi(listFeedbackStaff, { query, signal });

export const fetchFeedbackImage = (id: string, index: number, signal?: AbortSignal) =>
  callApi(getFeedbackImageStaff, { params: { id, index }, signal });

export const postFeedbackReply = (id: string, reply: string) =>
  callApi(replyFeedbackStaff, { params: { id }, body: { reply } });

export const postFeedbackClose = (id: string, note: string) =>
  callApi(closeFeedbackStaff, { params: { id }, body: note ? { note } : {} });
