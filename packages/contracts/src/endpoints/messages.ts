import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';

/**
 * Platform messages (issue 17, decision 0047; spec §2.3 `messageV2`, §7.5 `CSP_unreadCount`): what
 * staff send one member, a segment or everyone, and what the platform says by itself (a deposit
 * credited, a withdrawal paid, a bonus issued), in the member's language. Plain text: the site shows
 * it as text, never as HTML. Trial members have none.
 */

export const MESSAGE_SOURCES = ['STAFF', 'SYSTEM'] as const;
export type MessageSource = (typeof MESSAGE_SOURCES)[number];

export const MESSAGE_LIMITS = { title: 120, body: 4000, pageSize: 50, ids: 100 } as const;

export const ZMemberMessage = z.object({
  id: z.string(),
  source: z.enum(MESSAGE_SOURCES),
  title: z.string(),
  body: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type MemberMessage = z.infer<typeof ZMemberMessage>;

const ZMessageId = z.string().regex(/^[1-9]\d{0,18}$/u);
const ZMessageIds = z.array(ZMessageId).min(1).max(MESSAGE_LIMITS.ids);

export const getUnreadCount = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/CSP_unreadCount',
  auth: 'member',
  moduleId: 'message',
  summary: "The member's unread platform messages",
  value: z.object({ count: z.number().int() }),
});

export const listMessages = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/CSP_messageList',
  auth: 'member',
  moduleId: 'message',
  summary: "The member's platform messages, newest first, in the request's language",
  query: z.object({
    pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(MESSAGE_LIMITS.pageSize).default(10),
  }),
  value: z.object({ list: z.array(ZMemberMessage), total: z.number().int(), unread: z.number().int() }),
});

export const readMessages = defineEndpoint({
  method: 'POST',
  path: '/wps/relay/CSP_readMessage',
  auth: 'member',
  moduleId: 'message',
  summary: 'Mark messages of the member read (these ids, or all of them); answers the unread count',
  /** Either `ids` or `all: true`. */
  body: z
    .object({ ids: ZMessageIds.optional(), all: z.literal(true).optional() })
    .strict()
    .refine((body) => (body.ids === undefined) !== (body.all === undefined), 'either ids or all'),
  value: z.object({ count: z.number().int() }),
});

export const deleteMessages = defineEndpoint({
  method: 'POST',
  path: '/wps/relay/CSP_deleteMessage',
  auth: 'member',
  moduleId: 'message',
  summary: "Delete messages from the member's inbox; answers the unread count",
  body: z.object({ ids: ZMessageIds }).strict(),
  value: z.object({ count: z.number().int() }),
});
