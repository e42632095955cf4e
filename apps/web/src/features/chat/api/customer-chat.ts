import {
  closeChatConversation,
  getChatImage,
  getChatState,
  launchChat,
  listChatMessages,
  listChatModels,
  markChatRead,
  openChatConversation,
  openChatVisitor,
  rateChatConversation,
  sendChatImage,
  sendChatMessage,
} from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';
import { uploadApi } from '../../../lib/api/upload-api';

/**
 * The customer's chat calls (decision 0050). `visitor` is the anonymous visitor's token, undefined
 * for a signed-in member (whose session token every call carries).
 */
type Visitor = string | undefined;

export const fetchChatLaunch = () => callApi(launchChat);
export const fetchChatModels = () => callApi(listChatModels);
export const createVisitor = (name: string | undefined) =>
  callApi(openChatVisitor, { body: name ? { name } : {} });
export const fetchChatState = (visitor: Visitor) => callApi(getChatState, { query: { visitor } });
export const startConversation = (visitor: Visitor) => callApi(openChatConversation, { body: { visitor } });
export const endConversation = (visitor: Visitor, conversationId: string) =>
  callApi(closeChatConversation, { body: { visitor, conversationId } });
export const rateConversation = (
  visitor: Visitor,
  conversationId: string,
  score: number,
  comment: string | undefined,
) => callApi(rateChatConversation, { body: { visitor, conversationId, score, comment } });
export const fetchMessagesAfter = (visitor: Visitor, conversationId: string, afterSeq: number) =>
  callApi(listChatMessages, { query: { visitor, conversationId, afterSeq, limit: 200 } });
/** The newest page (oldest first), with `more` when older ones exist. */
export const fetchLatestMessages = (visitor: Visitor, conversationId: string) =>
  callApi(listChatMessages, { query: { visitor, conversationId, limit: 200 } });
export const fetchMessagesBefore = (visitor: Visitor, conversationId: string, beforeSeq: number) =>
  callApi(listChatMessages, { query: { visitor, conversationId, beforeSeq, limit: 50 } });
export const postChatText = (visitor: Visitor, conversationId: string, clientId: string, text: string) =>
  callApi(sendChatMessage, { body: { visitor, conversationId, clientId, text } });
export const postChatImage = (
  visitor: Visitor,
  conversationId: string,
  clientId: string,
  image: string,
  onProgress: (share: number) => void,
) => uploadApi(sendChatImage, { body: { visitor, conversationId, clientId, image }, onProgress });
export const fetchChatImage = (visitor: Visitor, id: string) =>
  callApi(getChatImage, { params: { id }, query: { visitor } });
export const postChatRead = (visitor: Visitor, conversationId: string, seq: number) =>
  callApi(markChatRead, { body: { visitor, conversationId, seq } });
