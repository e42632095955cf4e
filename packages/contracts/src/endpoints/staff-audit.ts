import { z } from 'zod';
import { text } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import { ROLES } from '../staff-roles.js';

export const ZAuditEntry = z.object({
  id: z.string(),
  at: z.string(),
  actorType: z.enum(['staff', 'member', 'system']),
  actorId: z.number().int().nullable(),
  /** The staff member's username when the actor is staff. */
  actorName: z.string().nullable(),
  action: z.string(),
  target: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
});

export const listAuditStaff = defineEndpoint({
  method: 'GET',
  path: '/bo/api/audit',
  auth: 'staff',
  roles: ROLES.auditors,
  moduleId: 'backoffice',
  summary:
    "The brand's audit log, newest first: filter by staff member, action (prefix: `member.` is every member action), target and time; `before` (an entry's id) pages on",
  query: z.object({
    staffId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
    action: z
      .string()
      .regex(/^[a-z0-9.-]{1,64}$/u, 'action')
      .optional(),
    target: text(100).min(1).optional(),
    from: z.iso.datetime({ offset: true }).optional(),
    to: z.iso.datetime({ offset: true }).optional(),
    before: z
      .string()
      .regex(/^\d{1,19}$/u)
      .optional(),
    pageSize: z.coerce.number().int().min(1).max(200).default(50),
  }),
  value: z.object({ list: z.array(ZAuditEntry), hasMore: z.boolean() }),
});
