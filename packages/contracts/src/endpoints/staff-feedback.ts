import { z } from 'zod';
import { text } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import { ROLES } from '../staff-roles.js';
import { FEEDBACK_LIMITS, FEEDBACK_STATUSES, FEEDBACK_TYPES } from './feedback.js';
import { PROOF_RULES } from './withdraw.js';

/**
 * The back office's feedback queue (issue 17, decision 0052): new, replied and closed items, the
 * member linked, the images; a reply reaches a member's inbox as a platform message and settles the
 * item; closing settles it without one (a visitor's is answered through their contact). Audited.
 */

export const ZStaffFeedback = z.object({
  id: z.string(),
  questionType: z.enum(FEEDBACK_TYPES),
  content: z.string(),
  contact: z.string().nullable(),
  /** The member who sent it; null for a visitor. */
  memberId: z.number().int().nullable(),
  username: z.string().nullable(),
  language: z.string(),
  images: z.number().int(),
  status: z.enum(FEEDBACK_STATUSES),
  reply: z.string().nullable(),
  handledBy: z.string().nullable(),
  handledAt: z.string().nullable(),
  createdAt: z.string(),
});
export type StaffFeedback = z.infer<typeof ZStaffFeedback>;

export const listFeedbackStaff = defineEndpoint({
  method: 'GET',
  path: '/bo/api/feedback',
  auth: 'staff',
  roles: ROLES.messaging,
  moduleId: 'backoffice',
  summary: 'Feedback, newest first, by status and question type, paged',
  query: z.object({
    status: z.enum(FEEDBACK_STATUSES).optional(),
    questionType: z.enum(FEEDBACK_TYPES).optional(),
    pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  }),
  value: z.object({ list: z.array(ZStaffFeedback), total: z.number().int() }),
});

const ZFeedbackParams = z.object({ id: z.string().regex(/^[1-9]\d{0,18}$/u) });

export const getFeedbackImageStaff = defineEndpoint({
  method: 'GET',
  path: '/bo/api/feedback/:id/images/:index',
  auth: 'staff',
  roles: ROLES.messaging,
  moduleId: 'backoffice',
  summary: 'One image sent with a feedback item (1-based), as a data URL',
  params: ZFeedbackParams.extend({ index: z.coerce.number().int().min(1).max(PROOF_RULES.maxCount) }),
  value: z.object({ contentType: z.enum(PROOF_RULES.types), dataUrl: z.string(), size: z.number().int() }),
});

export const replyFeedbackStaff = defineEndpoint({
  method: 'POST',
  path: '/bo/api/feedback/:id/reply',
  auth: 'staff',
  roles: ROLES.messaging,
  moduleId: 'backoffice',
  summary:
    "Reply to a member's new feedback: the reply reaches their inbox as a message; the item is settled (audited)",
  params: ZFeedbackParams,
  body: z.object({ reply: text(FEEDBACK_LIMITS.reply).min(1) }).strict(),
  value: ZStaffFeedback,
});

export const closeFeedbackStaff = defineEndpoint({
  method: 'POST',
  path: '/bo/api/feedback/:id/close',
  auth: 'staff',
  roles: ROLES.messaging,
  moduleId: 'backoffice',
  summary: 'Close new feedback without a message (answered by its contact, or nothing to answer); audited',
  params: ZFeedbackParams,
  body: z.object({ note: text(FEEDBACK_LIMITS.reply).optional() }).strict(),
  value: ZStaffFeedback,
});
