import { z } from 'zod';
import { text } from '../common.js';
import { defineEndpoint } from '../endpoint.js';

/**
 * Live chat, the member's and the visitor's side (issue 17, decision 0050; spec §2.2 "chat room",
 * §2.5 customer service, §7.5 `CBS_modelList` and `CBS_launchChat`). A member (by their session) or
 * a visitor (by the anonymous `visitor` token `openChatVisitor` gives, kept by the site) opens a
 * conversation; it waits in the brand's queue until support takes it. Messages are plain text (an
 * HTML tag arrives as the characters typed) or one image; every message has a per-conversation
 * `seq` (1, 2, 3, …), so "after seq N" reads each message once, in order. Live frames go over
 * `/ws/chat` (chat-frames.ts).
 */

export const CHAT_LIMITS = {
  text: 2000,
  comment: 500,
  name: 40,
  /** Messages a history read answers at most. */
  page: 200,
  /** An attachment's bytes at most (png, jpeg, webp or gif, read from the bytes). */
  imageBytes: 5 * 1024 * 1024,
} as const;

export const CHAT_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

/** The built-in chat's address on the site: the site opens its chat panel for `?chat=open`. */
export const BUILT_IN_CHAT_PATH = '/?chat=open';

/** Site resources whose type names customer service (an external live chat) rather than a social page. */
export const CUSTOMER_SERVICE_TYPES = [
  'CUSTOMER_SERVICE',
  'CUSTOMERSERVICE',
  'CS',
  'LIVECHAT',
  'LIVE_CHAT',
  'CHAT',
];

/** A brand's external customer-service links (absolute http(s) URLs), first one first. */
export function externalChatLinks<R extends { resourceType: string; url: string }>(
  resources: readonly R[],
): R[] {
  return resources.filter(
    (item) =>
      CUSTOMER_SERVICE_TYPES.includes(item.resourceType.toUpperCase()) &&
      /^https?:\/\//iu.test(item.url.trim()),
  );
}

export const CHAT_STATUSES = ['WAITING', 'ACTIVE', 'CLOSED'] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];
/** Who wrote a message; a conversation's customer is a MEMBER or a VISITOR. */
export const CHAT_SENDERS = ['MEMBER', 'VISITOR', 'STAFF'] as const;
export type ChatSender = (typeof CHAT_SENDERS)[number];

/** Base64 characters of one image at the size limit, plus its data-URL prefix. */
const IMAGE_MAX_CHARS = Math.ceil(CHAT_LIMITS.imageBytes / 3) * 4 + 64;
/** An upload a little over 5 MB still fits, so it is refused with the chat's own words. */
export const CHAT_UPLOAD_BODY_LIMIT = IMAGE_MAX_CHARS + 1024 * 1024;

/** An image as a data URL (`data:image/png;base64,…`); its real type is read from its bytes. */
export const ZChatImage = z
  .string()
  .max(CHAT_UPLOAD_BODY_LIMIT)
  .regex(/^data:[a-z]+\/[a-z0-9.+-]+;base64,[A-Za-z0-9+/]*={0,2}$/u, 'data URL');

/** Numeric ids travel as strings (bigint columns). */
export const ZChatId = z.string().regex(/^[1-9]\d{0,18}$/u, 'id');
/** The sender's own id for a message (a UUID, or any 8–64 letters, digits, `-` and `_`): a retry with it is a replay. */
export const ZClientMessageId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/u, 'client message id');
/** The anonymous visitor's token (from `openChatVisitor`). */
export const ZVisitorToken = z.string().regex(/^[A-Za-z0-9_-]{32,64}$/u, 'visitor token');
export const ZSeq = z.coerce.number().int().min(0).max(2_147_483_647);

export const ZChatAttachment = z.object({
  id: z.string(),
  contentType: z.enum(CHAT_IMAGE_TYPES),
  size: z.number().int(),
});
export type ChatAttachment = z.infer<typeof ZChatAttachment>;

export const ZChatMessage = z.object({
  id: z.string(),
  conversationId: z.string(),
  /** 1, 2, 3, … within the conversation, no gaps. */
  seq: z.number().int(),
  clientId: z.string(),
  sender: z.enum(CHAT_SENDERS),
  /** The staff member's display name for STAFF, else null. */
  staffName: z.string().nullable(),
  /** Plain text, as typed ('' for an image alone). */
  text: z.string(),
  attachment: ZChatAttachment.nullable(),
  /** Written by the customer while nobody was on duty. */
  offline: z.boolean(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof ZChatMessage>;

export const ZChatConversation = z.object({
  id: z.string(),
  status: z.enum(CHAT_STATUSES),
  customer: z.enum(['MEMBER', 'VISITOR']),
  /** The member's username, or the name the visitor gave (null: none). */
  customerName: z.string().nullable(),
  staffName: z.string().nullable(),
  /** Opened or written to while nobody was on duty, and not answered yet. */
  offline: z.boolean(),
  lastSeq: z.number().int(),
  /** The last seq each side has read. */
  customerReadSeq: z.number().int(),
  staffReadSeq: z.number().int(),
  rating: z.number().int().nullable(),
  ratingComment: z.string().nullable(),
  openedAt: z.string(),
  closedAt: z.string().nullable(),
  closedBy: z.enum(['CUSTOMER', 'STAFF']).nullable(),
});
export type ChatConversation = z.infer<typeof ZChatConversation>;

/** A customer's view: their conversation (the open one, else the last closed; null: never chatted) and whether support is on duty. */
export const ZChatState = z.object({
  conversation: ZChatConversation.nullable(),
  onDuty: z.boolean(),
});
export type ChatState = z.infer<typeof ZChatState>;

export const ZChatModel = z.object({
  /** BUILT_IN: the site's own panel; EXTERNAL: a link the brand set up (opened in a 440 × 750 popup). */
  model: z.enum(['BUILT_IN', 'EXTERNAL']),
  name: z.string(),
  url: z.string(),
});
export type ChatModel = z.infer<typeof ZChatModel>;

const visitorField = { visitor: ZVisitorToken.optional() };
const ZHistoryQuery = z
  .object({
    ...visitorField,
    conversationId: ZChatId,
    /** Messages with seq above this, oldest first (the reconnect gap). */
    afterSeq: ZSeq.optional(),
    /** Messages with seq below this, the newest of them, oldest first (scrolling back). */
    beforeSeq: ZSeq.optional(),
    limit: z.coerce.number().int().min(1).max(CHAT_LIMITS.page).default(50),
  })
  .strict()
  .refine((query) => query.afterSeq === undefined || query.beforeSeq === undefined, 'afterSeq or beforeSeq');

export const ZChatHistory = z.object({
  list: z.array(ZChatMessage),
  lastSeq: z.number().int(),
  /** More messages lie in the asked direction. */
  more: z.boolean(),
});
export type ChatHistory = z.infer<typeof ZChatHistory>;

export const ZChatImageFile = z.object({
  contentType: z.enum(CHAT_IMAGE_TYPES),
  /** `data:<type>;base64,…`, ready for an `<img src>`. */
  dataUrl: z.string(),
  size: z.number().int(),
});

export const listChatModels = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/CBS_modelList',
  auth: 'none',
  moduleId: 'site',
  summary: "The brand's chat options: the built-in chat, or the external link it set up",
  value: z.object({ list: z.array(ZChatModel), onDuty: z.boolean() }),
});

export const launchChat = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/CBS_launchChat',
  auth: 'none',
  moduleId: 'site',
  summary:
    "Where the customer-service button leads: the built-in chat's site path, or the brand's external link",
  value: z.object({ chatUrl: z.string(), model: z.enum(['BUILT_IN', 'EXTERNAL']) }),
});

export const openChatVisitor = defineEndpoint({
  method: 'POST',
  path: '/wps/chat/visitor',
  auth: 'none',
  moduleId: 'chat',
  summary: 'An anonymous visitor token for a visitor who is not signed in (the site keeps it)',
  body: z.object({ name: text(CHAT_LIMITS.name).optional() }).strict(),
  value: z.object({ visitor: z.string() }),
});

export const getChatState = defineEndpoint({
  method: 'GET',
  path: '/wps/chat/conversation',
  auth: 'optional',
  moduleId: 'chat',
  summary: "The caller's conversation (open, else the last) and whether support is on duty",
  query: z.object(visitorField).strict(),
  value: ZChatState,
});

export const openChatConversation = defineEndpoint({
  method: 'POST',
  path: '/wps/chat/conversation',
  auth: 'optional',
  moduleId: 'chat',
  summary: "Open a conversation in the brand's queue (the open one if there is one)",
  body: z.object(visitorField).strict(),
  value: ZChatState,
});

export const closeChatConversation = defineEndpoint({
  method: 'POST',
  path: '/wps/chat/conversation/close',
  auth: 'optional',
  moduleId: 'chat',
  summary: 'The customer ends their conversation (then may rate it)',
  body: z.object({ ...visitorField, conversationId: ZChatId }).strict(),
  value: ZChatConversation,
});

export const rateChatConversation = defineEndpoint({
  method: 'POST',
  path: '/wps/chat/conversation/rate',
  auth: 'optional',
  moduleId: 'chat',
  summary: 'Rate a closed conversation once: 1–5 and an optional comment',
  body: z
    .object({
      ...visitorField,
      conversationId: ZChatId,
      score: z.number().int().min(1).max(5),
      comment: text(CHAT_LIMITS.comment).optional(),
    })
    .strict(),
  value: ZChatConversation,
});

export const listChatMessages = defineEndpoint({
  method: 'GET',
  path: '/wps/chat/messages',
  auth: 'optional',
  moduleId: 'chat',
  summary:
    "A page of the caller's conversation: after a seq (the reconnect gap) or before one (scrolling back)",
  query: ZHistoryQuery,
  value: ZChatHistory,
});

export const sendChatMessage = defineEndpoint({
  method: 'POST',
  path: '/wps/chat/messages',
  auth: 'optional',
  moduleId: 'chat',
  summary: 'Send a text message; a retry with the same clientId answers the same message',
  body: z
    .object({
      ...visitorField,
      conversationId: ZChatId,
      clientId: ZClientMessageId,
      text: text(CHAT_LIMITS.text).min(1),
    })
    .strict(),
  value: ZChatMessage,
});

export const sendChatImage = defineEndpoint({
  method: 'POST',
  path: '/wps/chat/images',
  auth: 'optional',
  moduleId: 'chat',
  bodyLimit: CHAT_UPLOAD_BODY_LIMIT,
  summary: 'Send an image (png, jpeg, webp or gif by its bytes, ≤ 5 MB) as a message, with optional words',
  body: z
    .object({
      ...visitorField,
      conversationId: ZChatId,
      clientId: ZClientMessageId,
      image: ZChatImage,
      text: text(CHAT_LIMITS.text).optional(),
    })
    .strict(),
  value: ZChatMessage,
});

export const getChatImage = defineEndpoint({
  method: 'GET',
  path: '/wps/chat/images/:id',
  auth: 'optional',
  moduleId: 'chat',
  summary: "An image of the caller's own conversation",
  params: z.object({ id: ZChatId }).strict(),
  query: z.object(visitorField).strict(),
  value: ZChatImageFile,
});

export const markChatRead = defineEndpoint({
  method: 'POST',
  path: '/wps/chat/read',
  auth: 'optional',
  moduleId: 'chat',
  summary: 'The customer has read up to this seq (never moves back)',
  body: z
    .object({ ...visitorField, conversationId: ZChatId, seq: z.number().int().min(0).max(2_147_483_647) })
    .strict(),
  value: z.object({ seq: z.number().int() }),
});
