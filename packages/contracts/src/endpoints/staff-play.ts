import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { ROLES } from '../staff-roles.js';

/**
 * Play as staff look it up (issue 13): game rounds and lottery bets, newest first, of one member or
 * of the whole brand, filtered; `before` (a row's id) pages on. Amounts in major units.
 */
const ZId = z.coerce.number().int().positive().max(2_147_483_647);
const ZBefore = z.string().regex(/^\d{1,19}$/u);

export const ZStaffRound = z.object({
  id: z.string(),
  memberId: z.number().int(),
  username: z.string(),
  vendorCode: z.string(),
  gameCode: z.string(),
  roundId: z.string(),
  stake: z.number(),
  payout: z.number(),
  status: z.enum(['OPEN', 'CLOSED', 'VOID']),
  openedAt: z.string(),
  closedAt: z.string().nullable(),
});

export const listRoundsStaff = defineEndpoint({
  method: 'GET',
  path: '/bo/api/rounds',
  auth: 'staff',
  roles: ROLES.members,
  moduleId: 'backoffice',
  summary: "Game rounds, newest first: one member's or the brand's, by vendor and status",
  query: z.object({
    memberId: ZId.optional(),
    vendor: z
      .string()
      .regex(/^[A-Z0-9_]{1,32}$/u)
      .optional(),
    status: z.enum(['OPEN', 'CLOSED', 'VOID']).optional(),
    before: ZBefore.optional(),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  }),
  value: z.object({ list: z.array(ZStaffRound), hasMore: z.boolean() }),
});

export const ZStaffLotteryBet = z.object({
  id: z.string(),
  memberId: z.number().int(),
  username: z.string(),
  gameCode: z.string(),
  betType: z.string(),
  stake: z.number(),
  payout: z.number(),
  status: z.enum(['OPEN', 'WON', 'LOST', 'REFUNDED', 'CANCELLED']),
  placedAt: z.string(),
  settledAt: z.string().nullable(),
});

export const listLotteryBetsStaff = defineEndpoint({
  method: 'GET',
  path: '/bo/api/lottery/bets',
  auth: 'staff',
  roles: ROLES.members,
  moduleId: 'backoffice',
  summary: "Lottery bets, newest first: one member's or the brand's, by game and status",
  query: z.object({
    memberId: ZId.optional(),
    gameCode: z
      .string()
      .regex(/^[A-Z0-9_]{1,32}$/u)
      .optional(),
    status: z.enum(['OPEN', 'WON', 'LOST', 'REFUNDED', 'CANCELLED']).optional(),
    before: ZBefore.optional(),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  }),
  value: z.object({ list: z.array(ZStaffLotteryBet), hasMore: z.boolean() }),
});
