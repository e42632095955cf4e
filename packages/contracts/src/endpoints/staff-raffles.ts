import { z } from 'zod';
import { text } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import { ROLES } from '../staff-roles.js';
import { GAME_CATEGORIES } from './games.js';
import { ZMissionId } from './missions.js';
import { RAFFLE_KINDS, RAFFLE_PRIZE_TYPES, ZRaffleId } from './raffles.js';
import { REFERRAL_STAGES } from './referrals.js';
import { localized, ZSiteImage } from './staff-promotions.js';

/**
 * The back office's prize tickets (issue 16, decision 0045): raffle campaigns (red envelope, wheel,
 * egg) with their prize tables, ticket rules and switch; the expected value of a ticket as the
 * server computes it from the table; the draws; tickets granted by hand (audited). Money in major
 * units.
 */

export const RAFFLE_LIMITS = {
  title: 80,
  summary: 300,
  label: 40,
  minPrizes: 2,
  maxPrizes: 24,
  maxRules: 10,
  maxWeight: 1_000_000,
  maxGrant: 1_000,
  reason: 200,
} as const;

const ZTime = z.iso.datetime({ offset: true });
const ZMoney = z.number().positive().max(1e9);
const ZTickets = z.number().int().min(1).max(1_000);

export const ZRafflePrizeInput = z.object({
  label: localized(RAFFLE_LIMITS.label),
  /** Whole weight; the row's chance is weight / the sum of the table's weights. */
  weight: z.number().int().min(1).max(RAFFLE_LIMITS.maxWeight),
  type: z.enum(RAFFLE_PRIZE_TYPES),
  /** Money (major units) for CASH and BONUS, whole points for POINTS; 0 for NOTHING. */
  amount: z.number().min(0).max(1e9).default(0),
  /** BONUS only: the turnover multiple, to two decimals. */
  wageringMultiple: z.number().min(0).max(100).default(0),
});
export type RafflePrizeInput = z.output<typeof ZRafflePrizeInput>;

/** How a member earns this raffle's tickets. */
export const ZTicketRule = z.discriminatedUnion('source', [
  /** Each approved deposit of at least `minAmount` gives `tickets`. */
  z.object({ source: z.literal('DEPOSIT'), minAmount: ZMoney, tickets: ZTickets }),
  /** Each whole `per` of valid bet (in `categories`, all when null) gives `tickets`. */
  z.object({
    source: z.literal('VALID_BET'),
    per: ZMoney,
    tickets: ZTickets,
    categories: z.array(z.enum(GAME_CATEGORIES)).max(GAME_CATEGORIES.length).nullable().default(null),
  }),
  /** Each claim of the mission (any mission when null) gives `tickets`: a mission's ticket reward. */
  z.object({
    source: z.literal('MISSION'),
    missionId: ZMissionId.nullable().default(null),
    tickets: ZTickets,
  }),
  /** Each referral reward paid to the referrer (of one step, or any when null) gives `tickets`. */
  z.object({
    source: z.literal('REFERRAL'),
    stage: z.enum(REFERRAL_STAGES).nullable().default(null),
    tickets: ZTickets,
  }),
]);
export type TicketRule = z.output<typeof ZTicketRule>;

export const ZRaffleInput = z.object({
  kind: z.enum(RAFFLE_KINDS),
  title: localized(RAFFLE_LIMITS.title),
  summary: localized(RAFFLE_LIMITS.summary).default({}),
  icon: ZSiteImage.nullable().default(null),
  prizes: z.array(ZRafflePrizeInput).min(RAFFLE_LIMITS.minPrizes).max(RAFFLE_LIMITS.maxPrizes),
  rules: z.array(ZTicketRule).max(RAFFLE_LIMITS.maxRules).default([]),
  /** Off: members neither see it nor draw, and no tickets are earned. */
  enabled: z.boolean().default(false),
  startsAt: ZTime,
  endsAt: ZTime.nullable().default(null),
  sortOrder: z.number().int().min(0).max(9_999).default(0),
});
export type RaffleInput = z.output<typeof ZRaffleInput>;

/** What one ticket gives on average, from the prize table (the server's exact arithmetic). */
export const ZExpectedValue = z.object({
  /** Cash plus bonus per ticket, major units. */
  money: z.number(),
  cash: z.number(),
  bonus: z.number(),
  points: z.number(),
  /** The chance a ticket draws NOTHING. */
  nothingChance: z.number(),
  totalWeight: z.number().int(),
});
export type ExpectedValue = z.infer<typeof ZExpectedValue>;

export const ZStaffRaffle = ZRaffleInput.extend({
  id: z.string(),
  expectedValue: ZExpectedValue,
  /** Tickets members hold now, tickets ever given, draws made, and what the draws paid. */
  ticketsHeld: z.number().int(),
  ticketsGiven: z.number().int(),
  draws: z.number().int(),
  paidMoney: z.number(),
  paidPoints: z.number().int(),
  updatedAt: z.string(),
});
export type StaffRaffle = z.infer<typeof ZStaffRaffle>;

export const listStaffRaffles = defineEndpoint({
  method: 'GET',
  path: '/bo/api/raffles',
  auth: 'staff',
  roles: ROLES.promotionReaders,
  moduleId: 'backoffice',
  summary: "The brand's raffles (red envelope, wheel, egg), off ones too, with each ticket's expected value",
  value: z.object({ list: z.array(ZStaffRaffle) }),
});

export const createRaffle = defineEndpoint({
  method: 'POST',
  path: '/bo/api/raffles',
  auth: 'staff',
  roles: ROLES.promotions,
  moduleId: 'backoffice',
  summary: 'Add a raffle with its prize table and ticket rules',
  body: ZRaffleInput,
  value: ZStaffRaffle,
});

export const updateRaffle = defineEndpoint({
  method: 'PUT',
  path: '/bo/api/raffles/:id',
  auth: 'staff',
  roles: ROLES.promotions,
  moduleId: 'backoffice',
  summary: 'Change a raffle (draws already made keep their prizes and weights)',
  params: z.object({ id: ZRaffleId }),
  body: ZRaffleInput,
  value: ZStaffRaffle,
});

export const ZStaffRaffleDraw = z.object({
  id: z.string(),
  raffleId: z.string(),
  kind: z.enum(RAFFLE_KINDS),
  memberId: z.number().int(),
  username: z.string(),
  prizeIndex: z.number().int(),
  prizeType: z.enum(RAFFLE_PRIZE_TYPES),
  /** Money (major units) or points, as drawn. */
  amount: z.number(),
  label: z.string(),
  nonce: z.number().int(),
  commitment: z.string(),
  /** Whether the member's seed has been revealed (the draw can be checked by anyone). */
  revealed: z.boolean(),
  createdAt: z.string(),
});
export type StaffRaffleDraw = z.infer<typeof ZStaffRaffleDraw>;

export const listRaffleDraws = defineEndpoint({
  method: 'GET',
  path: '/bo/api/raffle-draws',
  auth: 'staff',
  roles: ROLES.promotionReaders,
  moduleId: 'backoffice',
  summary: 'Draws, newest first, of one raffle or all, optionally of one member (by username)',
  query: z.object({
    raffleId: ZRaffleId.optional(),
    username: text(32).min(1).optional(),
    pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  }),
  value: z.object({
    list: z.array(ZStaffRaffleDraw),
    total: z.number().int(),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
  }),
});

export const grantRaffleTickets = defineEndpoint({
  method: 'POST',
  path: '/bo/api/raffles/:id/tickets',
  auth: 'staff',
  roles: ROLES.money,
  moduleId: 'backoffice',
  summary: 'Give a member tickets of a raffle by hand, with a reason (admin, finance; audited)',
  params: z.object({ id: ZRaffleId }),
  body: z.object({
    username: text(32).min(1),
    tickets: z.number().int().min(1).max(RAFFLE_LIMITS.maxGrant),
    reason: text(RAFFLE_LIMITS.reason).min(1),
  }),
  value: z.object({ memberId: z.number().int(), username: z.string(), tickets: z.number().int() }),
});
