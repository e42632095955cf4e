import { z } from 'zod';
import { text } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import { ZProofImage } from './withdraw.js';

/**
 * Feedback (issue 17, decision 0052; spec §2.2 the feedback popup, §5 its rules, §7 `PUT /wps/feedback`
 * for visitors too): a question type, at most 140 characters of content, a contact (a visitor's is
 * required: it is the only way back to them) and up to 3 png or jpg images of at most 5 MB, read by
 * their bytes. Plain text everywhere: shown as typed, never as HTML. Staff answer a member's in the
 * member's inbox as a platform message.
 */

export const FEEDBACK_TYPES = ['DEPOSIT', 'WITHDRAWAL', 'GAMES', 'ACCOUNT', 'SUGGESTION', 'OTHER'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

export const FEEDBACK_STATUSES = ['NEW', 'REPLIED', 'CLOSED'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

/** Content in characters (code points, as the site counts them), contact, images (PROOF_RULES). */
export const FEEDBACK_LIMITS = { content: 140, contact: 100, reply: 1000, images: 3 } as const;

/** Feedback sent per window before `too.many.requests`: per member, or per address for visitors. */
export const FEEDBACK_RATE = { max: 5, windowMs: 10 * 60_000 } as const;

/** Three images at 5 MB as base64 (4 characters per 3 bytes) with their prefixes, and the words. */
export const FEEDBACK_BODY_LIMIT = 3 * (Math.ceil((5 * 1024 * 1024) / 3) * 4 + 64) + 64 * 1024;

export const ZFeedbackDraft = z
  .object({
    questionType: z.enum(FEEDBACK_TYPES),
    /** Over 140 is refused by the feedback rule (its message says why), not by the schema. */
    content: z.string().max(2_000),
    contact: text(FEEDBACK_LIMITS.contact).optional(),
    /** More than 3 is refused by the image rule (its message says why), not by the schema. */
    images: z.array(ZProofImage).max(10).optional(),
  })
  .strict();
export type FeedbackDraft = z.infer<typeof ZFeedbackDraft>;

export const sendFeedback = defineEndpoint({
  method: 'PUT',
  path: '/wps/feedback',
  auth: 'optional',
  moduleId: 'feedback',
  bodyLimit: FEEDBACK_BODY_LIMIT,
  summary:
    'Send feedback: a question type, content of 1–140 characters, a contact (required for visitors), 0–3 png or jpg images of ≤ 5 MB; rate-limited',
  body: ZFeedbackDraft,
  value: z.object({ id: z.string() }),
});

export const ZMyFeedback = z.object({
  id: z.string(),
  questionType: z.enum(FEEDBACK_TYPES),
  content: z.string(),
  status: z.enum(FEEDBACK_STATUSES),
  reply: z.string().nullable(),
  images: z.number().int(),
  createdAt: z.string(),
  repliedAt: z.string().nullable(),
});
export type MyFeedback = z.infer<typeof ZMyFeedback>;

export const listMyFeedback = defineEndpoint({
  method: 'GET',
  path: '/wps/feedback',
  auth: 'member',
  moduleId: 'feedback',
  summary: "The member's own feedback, newest first, with staff's replies",
  query: z.object({
    pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(50).default(10),
  }),
  value: z.object({ list: z.array(ZMyFeedback), total: z.number().int() }),
});
