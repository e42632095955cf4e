import { z } from 'zod';
import {
  CHAT_LIMITS,
  ZChatConversation,
  ZChatId,
  ZChatMessage,
  ZChatState,
  ZClientMessageId,
} from './endpoints/chat.js';
import { ZChatAgent, ZStaffChatConversation } from './endpoints/staff-chat.js';

/**
 * The live chat's WebSockets (issue 17, decision 0050), JSON text frames both ways.
 *
 * - `/ws/chat?merchant=<code>&token=<member token>` or `&visitor=<visitor token>`: the customer's
 *   socket. It carries the frames of the caller's own conversations and nothing else.
 * - `/bo/ws/chat?merchant=<code>&token=<staff token>`: a chat-role staff member's socket, the
 *   frames of every conversation of the brand. While it is open and the staff member has set
 *   themselves available, they are on duty.
 *
 * Messages reach a socket each once and in seq order: the server keeps each socket's last seq per
 * conversation and fills a gap from PostgreSQL before sending past it. A client that reconnects
 * (to any node) sends `resume` with the last seq it holds and gets everything after it, then the
 * live frames. Close codes: 4401 session ended (or unknown visitor), 4403 a role without chat.
 */
export const CHAT_WS_PATH = '/ws/chat';
export const STAFF_CHAT_WS_PATH = '/bo/ws/chat';

const ZSide = z.enum(['CUSTOMER', 'STAFF']);
const ZSeqValue = z.number().int().min(0).max(2_147_483_647);

/** What a client sends, on either socket. */
export const ZChatClientFrame = z.discriminatedUnion('type', [
  /** Send me every message of this conversation after `afterSeq`, then keep me live. */
  z.object({ type: z.literal('resume'), conversationId: ZChatId, afterSeq: ZSeqValue }).strict(),
  /** A text message; answered with `ack` (or `error` with the same clientId). A replay answers the same message. */
  z
    .object({
      type: z.literal('send'),
      conversationId: ZChatId,
      clientId: ZClientMessageId,
      text: z.string().trim().min(1).max(CHAT_LIMITS.text),
    })
    .strict(),
  /** Typing started (true) or stopped (false); never stored. Send at most every 2 s while typing. */
  z.object({ type: z.literal('typing'), conversationId: ZChatId, typing: z.boolean() }).strict(),
  /** I have read up to this seq. */
  z.object({ type: z.literal('read'), conversationId: ZChatId, seq: ZSeqValue }).strict(),
  z.object({ type: z.literal('ping') }).strict(),
]);
export type ChatClientFrame = z.infer<typeof ZChatClientFrame>;

const typingFrame = z.object({
  type: z.literal('typing'),
  conversationId: z.string(),
  /** Who is typing: the other side's. */
  side: ZSide,
  typing: z.boolean(),
});
const readFrame = z.object({
  type: z.literal('read'),
  conversationId: z.string(),
  side: ZSide,
  seq: z.number().int(),
});
const messageFrame = z.object({ type: z.literal('message'), message: ZChatMessage });
const ackFrame = z.object({ type: z.literal('ack'), clientId: z.string(), message: ZChatMessage });
const errorFrame = z.object({
  type: z.literal('error'),
  /** The refused `send`'s clientId; null for a frame that was not understood. */
  clientId: z.string().nullable(),
  code: z.string(),
  message: z.string(),
});
const dutyFrame = z.object({ type: z.literal('duty'), onDuty: z.boolean() });
const pongFrame = z.object({ type: z.literal('pong') });

/** What the customer's socket receives. */
export const ZChatServerFrame = z.discriminatedUnion('type', [
  /** The first frame: the caller's conversation and whether support is on duty. */
  z.object({ type: z.literal('hello'), state: ZChatState }),
  messageFrame,
  ackFrame,
  typingFrame,
  readFrame,
  /** The conversation moved: taken, transferred (a new staffName), closed, rated. */
  z.object({ type: z.literal('conversation'), conversation: ZChatConversation }),
  /** Support came on or went off duty (offline messages from now on). */
  dutyFrame,
  errorFrame,
  pongFrame,
]);
export type ChatServerFrame = z.infer<typeof ZChatServerFrame>;

/** What a staff member's chat socket receives. */
export const ZStaffChatServerFrame = z.discriminatedUnion('type', [
  /** The first frame: oneself as an agent, and the queue's counts. */
  z.object({
    type: z.literal('hello'),
    agent: ZChatAgent,
    counts: z.object({ waiting: z.number().int(), mine: z.number().int(), open: z.number().int() }),
  }),
  messageFrame,
  ackFrame,
  typingFrame,
  readFrame,
  /** A conversation of the brand was opened, taken, assigned, transferred, closed or rated. */
  z.object({ type: z.literal('conversation'), conversation: ZStaffChatConversation }),
  /** Whether anyone of the brand is on duty now. */
  dutyFrame,
  errorFrame,
  pongFrame,
]);
export type StaffChatServerFrame = z.infer<typeof ZStaffChatServerFrame>;
