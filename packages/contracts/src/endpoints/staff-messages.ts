import { z } from 'zod';
import { text, ZLanguage } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import { ROLES } from '../staff-roles.js';
import { MESSAGE_LIMITS } from './messages.js';

/**
 * The back office's platform messages (issue 17, decision 0047): a message to one member, to the
 * members of some VIP levels, to an agent's whole team, or to everyone (trial members never), each
 * member reading it in their language (the first language written when theirs is missing).
 */

export const MESSAGE_AUDIENCES = ['MEMBER', 'VIP', 'TEAM', 'ALL'] as const;
export type MessageAudienceKind = (typeof MESSAGE_AUDIENCES)[number];

export const ZMessageAudience = z.discriminatedUnion('kind', [
  /** One member, by username. */
  z.object({ kind: z.literal('MEMBER'), username: text(64).min(1) }).strict(),
  z
    .object({ kind: z.literal('VIP'), levels: z.array(z.number().int().min(0).max(100)).min(1).max(101) })
    .strict(),
  /** An agent and everyone under them. */
  z.object({ kind: z.literal('TEAM'), agent: text(64).min(1) }).strict(),
  z.object({ kind: z.literal('ALL') }).strict(),
]);
export type MessageAudience = z.infer<typeof ZMessageAudience>;

const ZWords = (max: number) => z.partialRecord(ZLanguage, text(max));

export const ZMessageDraft = z
  .object({
    audience: ZMessageAudience,
    title: ZWords(MESSAGE_LIMITS.title),
    body: ZWords(MESSAGE_LIMITS.body),
  })
  .strict();
export type MessageDraft = z.infer<typeof ZMessageDraft>;

export const ZSentMessage = z.object({
  id: z.string(),
  audience: ZMessageAudience,
  title: z.record(z.string(), z.string()),
  body: z.record(z.string(), z.string()),
  recipients: z.number().int(),
  read: z.number().int(),
  sentBy: z.string(),
  createdAt: z.string(),
});
export type SentMessage = z.infer<typeof ZSentMessage>;

export const sendMessageStaff = defineEndpoint({
  method: 'POST',
  path: '/bo/api/messages',
  auth: 'staff',
  roles: ROLES.messaging,
  moduleId: 'backoffice',
  summary: 'Send a platform message to a member, VIP levels, an agent’s team or everyone (audited)',
  body: ZMessageDraft,
  value: ZSentMessage,
});

export const listSentMessagesStaff = defineEndpoint({
  method: 'GET',
  path: '/bo/api/messages',
  auth: 'staff',
  roles: ROLES.messaging,
  moduleId: 'backoffice',
  summary: 'Messages staff sent, newest first, with how many received and read them',
  query: z.object({
    pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  }),
  value: z.object({ list: z.array(ZSentMessage), total: z.number().int() }),
});
