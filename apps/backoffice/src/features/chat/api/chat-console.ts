import {
  assignChatConversationStaff,
  type CannedReplyDraft,
  closeChatConversationStaff,
  createCannedReplyStaff,
  deleteCannedReplyStaff,
  getChatConversationStaff,
  getChatImageStaff,
  listCannedRepliesStaff,
  listChatAgentsStaff,
  listChatConversationsStaff,
  listChatMessagesStaff,
  markChatReadStaff,
  type QueryOf,
  sendChatImageStaff,
  sendChatMessageStaff,
  setChatDutyStaff,
  takeChatConversationStaff,
  updateCannedReplyStaff,
} from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** The chat console's calls (decision 0050), one line each. */
export const fetchConversations = (query: QueryOf<typeof listChatConversationsStaff>, signal?: AbortSignal) =>
  callApi(listChatConversationsStaff, { query, signal });
export const fetchConversation = (id: string, signal?: AbortSignal) =>
  callApi(getChatConversationStaff, { params: { id }, signal });
export const fetchMessagesAfter = (id: string, afterSeq: number) =>
  callApi(listChatMessagesStaff, { params: { id }, query: { afterSeq, limit: 200 } });
/** The newest page, oldest first, `more` when older ones exist. */
export const fetchLatestMessages = (id: string) =>
  callApi(listChatMessagesStaff, { params: { id }, query: { limit: 200 } });
export const fetchMessagesBefore = (id: string, beforeSeq: number) =>
  callApi(listChatMessagesStaff, { params: { id }, query: { beforeSeq, limit: 50 } });
export const postStaffText = (id: string, clientId: string, text: string) =>
  callApi(sendChatMessageStaff, { params: { id }, body: { clientId, text } });
export const postStaffImage = (id: string, clientId: string, image: string) =>
  callApi(sendChatImageStaff, { params: { id }, body: { clientId, image } });
export const fetchStaffImage = (id: string) => callApi(getChatImageStaff, { params: { id } });
export const postStaffRead = (id: string, seq: number) =>
  callApi(markChatReadStaff, { params: { id }, body: { seq } });
export const takeConversation = (id: string) => callApi(takeChatConversationStaff, { params: { id } });
export const transferConversation = (id: string, staffId: number) =>
  callApi(assignChatConversationStaff, { params: { id }, body: { staffId } });
export const closeConversation = (id: string) => callApi(closeChatConversationStaff, { params: { id } });
export const fetchAgents = () => callApi(listChatAgentsStaff);
export const putDuty = (available: boolean) => callApi(setChatDutyStaff, { body: { available } });
export const fetchCanned = (language?: string, signal?: AbortSignal) =>
  callApi(listCannedRepliesStaff, { query: { language: language as never }, signal });
export const createCanned = (draft: CannedReplyDraft) => callApi(createCannedReplyStaff, { body: draft });
export const updateCanned = (id: string, draft: CannedReplyDraft) =>
  callApi(updateCannedReplyStaff, { params: { id }, body: draft });
export const deleteCanned = (id: string) => callApi(deleteCannedReplyStaff, { params: { id } });
