import { z } from 'zod';
import { text } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import { ROLES } from '../staff-roles.js';
import { ZRequestId } from './wallet.js';

export const ADJUSTMENT_STATUSES = ['PENDING', 'POSTED', 'REJECTED'] as const;

/**
 * A staff adjustment of a member's main wallet. Above the brand's threshold it waits PENDING for a
 * second staff member; `transferId` and `balance` (the member's main balance after it) come once
 * it is POSTED.
 */
export const ZAdjustment = z.object({
  id: z.string(),
  memberId: z.number().int(),
  /** Major units; positive credits the member. */
  amount: z.number(),
  reason: z.string(),
  status: z.enum(ADJUSTMENT_STATUSES),
  requestedBy: z.string(),
  decidedBy: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  transferId: z.string().nullable(),
  balance: z.number().nullable(),
});
export type Adjustment = z.infer<typeof ZAdjustment>;

const ZAdjustmentId = z.object({ id: z.uuid() });

export const postAdjustment = defineEndpoint({
  method: 'POST',
  path: '/bo/api/members/:memberId/adjustments',
  auth: 'staff',
  roles: ROLES.money,
  moduleId: 'backoffice',
  summary:
    "Staff adjustment of a member's main wallet (admin, finance): positive credits, negative debits; above the brand's threshold it waits for a second staff member; a hard ceiling per call; audited",
  params: z.object({ memberId: z.coerce.number().int().positive().max(2_147_483_647) }),
  body: z.object({
    requestId: ZRequestId.optional(),
    amount: z
      .number()
      .finite()
      .refine((value) => value !== 0, 'amount must not be zero'),
    reason: z.string().trim().min(1).max(500),
  }),
  value: ZAdjustment,
});

export const listAdjustments = defineEndpoint({
  method: 'GET',
  path: '/bo/api/adjustments',
  auth: 'staff',
  roles: ROLES.money,
  moduleId: 'backoffice',
  summary: 'Staff adjustments, newest first (admin, finance); `status=PENDING` for those waiting approval',
  query: z.object({
    status: z.enum(ADJUSTMENT_STATUSES).optional(),
    pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  }),
  value: z.object({ list: z.array(ZAdjustment), total: z.number().int() }),
});

export const approveAdjustment = defineEndpoint({
  method: 'POST',
  path: '/bo/api/adjustments/:id/approve',
  auth: 'staff',
  roles: ROLES.money,
  moduleId: 'backoffice',
  summary:
    'A second staff member (admin, finance; not the requester) approves: the money moves once; audited',
  params: ZAdjustmentId,
  value: ZAdjustment,
});

export const rejectAdjustment = defineEndpoint({
  method: 'POST',
  path: '/bo/api/adjustments/:id/reject',
  auth: 'staff',
  roles: ROLES.money,
  moduleId: 'backoffice',
  summary: 'A second staff member (admin, finance; not the requester) rejects: nothing moves; audited',
  params: ZAdjustmentId,
  body: z.object({ note: text(500).optional() }),
  value: ZAdjustment,
});
