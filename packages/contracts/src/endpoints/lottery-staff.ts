import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { ROLES } from '../staff-roles.js';
import { DRAW_STATUSES, LOTTERY_PRIZE_MODES, ZLotteryDraw } from './lottery.js';

/**
 * The back office's lottery (domain.md §5): official results entered by one staff member and
 * confirmed by another who types the same numbers; a draw cancelled (every bet refunded) or a
 * settled result corrected (reversed and settled again) only the same way; the brand's odds.
 */
const ZId = z.string().regex(/^[1-9]\d{0,17}$/u, 'id');
const ZNumbers = z
  .array(z.string().regex(/^\d{1,6}$/u, 'number'))
  .min(1)
  .max(30);

export const ZPendingEntry = z.object({
  kind: z.enum(['RESULT', 'CORRECTION', 'CANCEL']),
  /** Null for a cancellation. */
  numbers: z.array(z.string()).nullable(),
  reason: z.string().nullable(),
  enteredBy: z.string(),
  enteredAt: z.string(),
});

/**
 * What corrections of the draw took back from members' winnings (major units, per currency), and
 * how much of it their wallets held: owed − collected is the shortfall left to staff.
 */
export const ZClawback = z.object({ currency: z.string(), owed: z.number(), collected: z.number() });

export const ZStaffDraw = ZLotteryDraw.extend({
  pending: ZPendingEntry.nullable(),
  bets: z.number().int(),
  clawbacks: z.array(ZClawback),
});
export type StaffDraw = z.infer<typeof ZStaffDraw>;

export const listLotteryDrawsStaff = defineEndpoint({
  method: 'GET',
  path: '/bo/api/lottery/draws',
  auth: 'staff',
  roles: ROLES.money,
  moduleId: 'backoffice',
  summary: 'The brand’s draws, latest first, with any entry waiting for a second person',
  query: z.object({
    gameCode: z
      .string()
      .regex(/^[A-Z0-9_]{2,32}$/u, 'game code')
      .optional(),
    status: z.enum(DRAW_STATUSES).optional(),
    pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  }),
  value: z.object({ list: z.array(ZStaffDraw), total: z.number().int() }),
});

export const enterLotteryResult = defineEndpoint({
  method: 'POST',
  path: '/bo/api/lottery/draws/:id/result',
  auth: 'staff',
  roles: ROLES.money,
  moduleId: 'backoffice',
  summary:
    'Enter the official result of a closed draw (or a correction of a settled one); it waits for a second staff member',
  params: z.object({ id: ZId }),
  body: z.object({ numbers: ZNumbers, reason: z.string().trim().max(200).optional() }),
  value: ZStaffDraw,
});

export const cancelLotteryDraw = defineEndpoint({
  method: 'POST',
  path: '/bo/api/lottery/draws/:id/cancel',
  auth: 'staff',
  roles: ROLES.money,
  moduleId: 'backoffice',
  summary:
    'Ask to cancel a draw that is not settled (every bet refunded); it waits for a second staff member',
  params: z.object({ id: ZId }),
  body: z.object({ reason: z.string().trim().min(3).max(200) }),
  value: ZStaffDraw,
});

export const confirmLotteryEntry = defineEndpoint({
  method: 'POST',
  path: '/bo/api/lottery/draws/:id/confirm',
  auth: 'staff',
  roles: ROLES.money,
  moduleId: 'backoffice',
  summary:
    'A second staff member confirms the waiting entry: a result or correction by typing the same numbers, a cancellation as is',
  params: z.object({ id: ZId }),
  body: z.object({ numbers: ZNumbers.optional() }),
  value: ZStaffDraw,
});

export const rejectLotteryEntry = defineEndpoint({
  method: 'POST',
  path: '/bo/api/lottery/draws/:id/reject',
  auth: 'staff',
  roles: ROLES.money,
  moduleId: 'backoffice',
  summary: 'Throw away the waiting entry of a draw (a typo found by the second person)',
  params: z.object({ id: ZId }),
  value: ZStaffDraw,
});

export const putLotteryOdds = defineEndpoint({
  method: 'PUT',
  path: '/bo/api/lottery/odds',
  auth: 'staff',
  roles: ROLES.money,
  moduleId: 'backoffice',
  summary: 'Set the brand’s odds of one bet type under one prize mode (unit price in major units)',
  body: z.object({
    prizeMode: z.enum(LOTTERY_PRIZE_MODES),
    betType: z.string().regex(/^[A-Z0-9_]{2,12}\.[A-Z0-9_]{1,24}$/u, 'bet type'),
    unitPrice: z.number().positive().max(1_000_000),
    payoutMilli: z.record(z.string().max(24), z.number().int().min(0).max(100_000_000)),
  }),
  value: z.object({ unitPrice: z.number(), payoutMilli: z.record(z.string(), z.number()) }),
});
