import { z } from 'zod';
import { text, ZLanguage } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import { ROLES } from '../staff-roles.js';
import {
  CHAT_LIMITS,
  CHAT_UPLOAD_BODY_LIMIT,
  ZChatConversation,
  ZChatHistory,
  ZChatId,
  ZChatImage,
  ZChatImageFile,
  ZChatMessage,
  ZClientMessageId,
  ZSeq,
} from './chat.js';
import { getMemberStaff } from './staff-members.js';

/**
 * The back office's chat console (issue 17, decision 0050): the queue (waiting, mine, all open,
 * closed with filters), a conversation with the member's card beside it, taking, assigning and
 * transferring, closing, answering (text, images, canned replies), and the staff member's own duty
 * switch. Support and admins (`ROLES.chat`); every action audited.
 */

const ZStaffId = z.number().int().positive().max(2_147_483_647);
const ZConversationParams = z.object({ id: ZChatId }).strict();

/** waiting: in the queue, nobody's yet (offline ones too); mine: open and assigned to me; open: every open one; closed. */
export const CHAT_VIEWS = ['waiting', 'mine', 'open', 'closed'] as const;
export type ChatView = (typeof CHAT_VIEWS)[number];

export const ZStaffChatConversation = ZChatConversation.extend({
  memberId: z.number().int().nullable(),
  staffId: z.number().int().nullable(),
  /** Messages the staff side has not read (lastSeq − staffReadSeq). */
  unread: z.number().int(),
  /** The last message's words (an image alone: ''), for the queue's rows. */
  lastText: z.string().nullable(),
  lastMessageAt: z.string().nullable(),
  assignedAt: z.string().nullable(),
});
export type StaffChatConversation = z.infer<typeof ZStaffChatConversation>;

export const ZChatAgent = z.object({
  id: z.number().int(),
  username: z.string(),
  role: z.string(),
  /** A chat socket open and set available. */
  onDuty: z.boolean(),
  available: z.boolean(),
  openConversations: z.number().int(),
});
export type ChatAgent = z.infer<typeof ZChatAgent>;

export const ZCannedReply = z.object({
  id: z.string(),
  language: ZLanguage,
  title: z.string(),
  text: z.string(),
  sortOrder: z.number().int(),
  updatedAt: z.string(),
});
export type CannedReply = z.infer<typeof ZCannedReply>;

export const ZCannedReplyDraft = z
  .object({
    language: ZLanguage,
    title: text(80).min(1),
    text: text(CHAT_LIMITS.text).min(1),
    sortOrder: z.number().int().min(0).max(10_000).default(0),
  })
  .strict();
export type CannedReplyDraft = z.infer<typeof ZCannedReplyDraft>;

export const listChatConversationsStaff = defineEndpoint({
  method: 'GET',
  path: '/bo/api/chat/conversations',
  auth: 'staff',
  roles: ROLES.chat,
  moduleId: 'backoffice',
  summary:
    'The chat queue: waiting (oldest first), mine, every open one, or closed ones (newest first) filtered by member, staff, rating and day',
  query: z
    .object({
      view: z.enum(CHAT_VIEWS).default('waiting'),
      /** A member's username or a visitor's name (prefix). */
      customer: text(64).optional(),
      staffId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
      rating: z.coerce.number().int().min(1).max(5).optional(),
      offline: z.enum(['true', 'false']).optional(),
      /** Opened on or after / before (YYYY-MM-DD, the brand's days). */
      from: z.iso.date().optional(),
      to: z.iso.date().optional(),
      pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
      pageSize: z.coerce.number().int().min(1).max(100).default(20),
    })
    .strict()
    .refine((query) => !query.from || !query.to || query.from <= query.to, 'from before to'),
  value: z.object({
    list: z.array(ZStaffChatConversation),
    total: z.number().int(),
    /** Counts for the console's tabs. */
    counts: z.object({ waiting: z.number().int(), mine: z.number().int(), open: z.number().int() }),
  }),
});

export const getChatConversationStaff = defineEndpoint({
  method: 'GET',
  path: '/bo/api/chat/conversations/:id',
  auth: 'staff',
  roles: ROLES.chat,
  moduleId: 'backoffice',
  summary: "A conversation with the member's card (the members page's own query; null for a visitor)",
  params: ZConversationParams,
  value: z.object({
    conversation: ZStaffChatConversation,
    member: getMemberStaff.value.nullable(),
    /** The customer's earlier conversations, newest first (at most 10). */
    earlier: z.array(ZStaffChatConversation),
  }),
});

export const listChatMessagesStaff = defineEndpoint({
  method: 'GET',
  path: '/bo/api/chat/conversations/:id/messages',
  auth: 'staff',
  roles: ROLES.chat,
  moduleId: 'backoffice',
  summary: 'A page of a conversation: after a seq or before one, oldest first',
  params: ZConversationParams,
  query: z
    .object({
      afterSeq: ZSeq.optional(),
      beforeSeq: ZSeq.optional(),
      limit: z.coerce.number().int().min(1).max(CHAT_LIMITS.page).default(50),
    })
    .strict()
    .refine(
      (query) => query.afterSeq === undefined || query.beforeSeq === undefined,
      'afterSeq or beforeSeq',
    ),
  value: ZChatHistory,
});

export const sendChatMessageStaff = defineEndpoint({
  method: 'POST',
  path: '/bo/api/chat/conversations/:id/messages',
  auth: 'staff',
  roles: ROLES.chat,
  moduleId: 'backoffice',
  summary:
    'Answer (a waiting conversation is taken by the one who answers); a retry with the same clientId answers the same message',
  params: ZConversationParams,
  body: z.object({ clientId: ZClientMessageId, text: text(CHAT_LIMITS.text).min(1) }).strict(),
  value: ZChatMessage,
});

export const sendChatImageStaff = defineEndpoint({
  method: 'POST',
  path: '/bo/api/chat/conversations/:id/images',
  auth: 'staff',
  roles: ROLES.chat,
  moduleId: 'backoffice',
  bodyLimit: CHAT_UPLOAD_BODY_LIMIT,
  summary: 'Send an image (png, jpeg, webp or gif by its bytes, ≤ 5 MB), with optional words',
  params: ZConversationParams,
  body: z
    .object({ clientId: ZClientMessageId, image: ZChatImage, text: text(CHAT_LIMITS.text).optional() })
    .strict(),
  value: ZChatMessage,
});

export const getChatImageStaff = defineEndpoint({
  method: 'GET',
  path: '/bo/api/chat/images/:id',
  auth: 'staff',
  roles: ROLES.chat,
  moduleId: 'backoffice',
  summary: "An image of one of the brand's conversations",
  params: z.object({ id: ZChatId }).strict(),
  value: ZChatImageFile,
});

export const markChatReadStaff = defineEndpoint({
  method: 'POST',
  path: '/bo/api/chat/conversations/:id/read',
  auth: 'staff',
  roles: ROLES.chat,
  moduleId: 'backoffice',
  summary: 'The staff side has read up to this seq (never moves back)',
  params: ZConversationParams,
  body: z.object({ seq: z.number().int().min(0).max(2_147_483_647) }).strict(),
  value: z.object({ seq: z.number().int() }),
});

export const takeChatConversationStaff = defineEndpoint({
  method: 'POST',
  path: '/bo/api/chat/conversations/:id/take',
  auth: 'staff',
  roles: ROLES.chat,
  moduleId: 'backoffice',
  summary: 'Take a waiting conversation from the queue (refused if someone else has it; audited)',
  params: ZConversationParams,
  value: ZStaffChatConversation,
});

export const assignChatConversationStaff = defineEndpoint({
  method: 'POST',
  path: '/bo/api/chat/conversations/:id/assign',
  auth: 'staff',
  roles: ROLES.chat,
  moduleId: 'backoffice',
  summary:
    'Assign an open conversation to a staff member of the chat roles: assignment from the queue or transfer (audited)',
  params: ZConversationParams,
  body: z.object({ staffId: ZStaffId }).strict(),
  value: ZStaffChatConversation,
});

export const closeChatConversationStaff = defineEndpoint({
  method: 'POST',
  path: '/bo/api/chat/conversations/:id/close',
  auth: 'staff',
  roles: ROLES.chat,
  moduleId: 'backoffice',
  summary: 'Close a conversation (the customer is asked for a rating; audited)',
  params: ZConversationParams,
  value: ZStaffChatConversation,
});

export const listChatAgentsStaff = defineEndpoint({
  method: 'GET',
  path: '/bo/api/chat/agents',
  auth: 'staff',
  roles: ROLES.chat,
  moduleId: 'backoffice',
  summary: 'Staff of the chat roles with their duty and open conversations (whom to transfer to)',
  value: z.object({ list: z.array(ZChatAgent), onDuty: z.boolean() }),
});

export const setChatDutyStaff = defineEndpoint({
  method: 'PUT',
  path: '/bo/api/chat/duty',
  auth: 'staff',
  roles: ROLES.chat,
  moduleId: 'backoffice',
  summary: 'Set oneself available (on duty while a chat socket is open) or away (audited)',
  body: z.object({ available: z.boolean() }).strict(),
  value: ZChatAgent,
});

export const listCannedRepliesStaff = defineEndpoint({
  method: 'GET',
  path: '/bo/api/chat/canned',
  auth: 'staff',
  roles: ROLES.chat,
  moduleId: 'backoffice',
  summary: "The brand's canned replies, by language then order",
  query: z.object({ language: ZLanguage.optional() }).strict(),
  value: z.object({ list: z.array(ZCannedReply) }),
});

export const createCannedReplyStaff = defineEndpoint({
  method: 'POST',
  path: '/bo/api/chat/canned',
  auth: 'staff',
  roles: ROLES.chat,
  moduleId: 'backoffice',
  summary: 'Add a canned reply (audited)',
  body: ZCannedReplyDraft,
  value: ZCannedReply,
});

export const updateCannedReplyStaff = defineEndpoint({
  method: 'PUT',
  path: '/bo/api/chat/canned/:id',
  auth: 'staff',
  roles: ROLES.chat,
  moduleId: 'backoffice',
  summary: 'Change a canned reply (audited)',
  params: ZConversationParams,
  body: ZCannedReplyDraft,
  value: ZCannedReply,
});

export const deleteCannedReplyStaff = defineEndpoint({
  method: 'DELETE',
  path: '/bo/api/chat/canned/:id',
  auth: 'staff',
  roles: ROLES.chat,
  moduleId: 'backoffice',
  summary: 'Delete a canned reply (audited)',
  params: ZConversationParams,
  value: z.null(),
});
