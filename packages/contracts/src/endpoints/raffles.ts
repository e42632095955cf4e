import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { ZSeedState } from './fair-games.js';
import { ZRequestId } from './wallet.js';

/**
 * Prize tickets: red envelope, prize wheel, egg (issue 16, decision 0045; spec §1,
 * `MCS2_claimRafflePromotion`). A raffle campaign holds a prize table (weights and prizes); members
 * earn its tickets by its rules (deposits, valid bet, missions claimed, referral rewards paid) or
 * from staff. A claim spends one ticket and draws one prize, provably fair: the pick is
 * `drawPrizeIndex(stream, weights)` of `@tessera/fair` on the member's seed pair (the same pair as the
 * in-house games), whose commitment is shown before and whose server seed is revealed by rotating.
 * Money in major units.
 */

export const RAFFLE_KINDS = ['RED_ENVELOPE', 'WHEEL', 'EGG'] as const;
export type RaffleKind = (typeof RAFFLE_KINDS)[number];

/** Cash to the main wallet, a bonus that must be wagered, points, or nothing ("try again"). */
export const RAFFLE_PRIZE_TYPES = ['CASH', 'BONUS', 'POINTS', 'NOTHING'] as const;
export type RafflePrizeType = (typeof RAFFLE_PRIZE_TYPES)[number];

/** How tickets are earned; STAFF: granted by hand in the back office. */
export const TICKET_SOURCES = ['DEPOSIT', 'VALID_BET', 'MISSION', 'REFERRAL', 'STAFF'] as const;
export type TicketSource = (typeof TICKET_SOURCES)[number];

export const ZRaffleId = z.string().regex(/^[1-9]\d{0,17}$/u, 'raffle id');
export const ZRaffleDrawId = z.string().regex(/^[1-9]\d{0,17}$/u, 'draw id');

/** One row of a prize table as members see it (a wheel segment, an envelope's or an egg's prize). */
export const ZRafflePrize = z.object({
  /** Position in the table: the index `drawPrizeIndex` returns, and the wheel's segment. */
  index: z.number().int(),
  /** In the request's language. */
  label: z.string(),
  type: z.enum(RAFFLE_PRIZE_TYPES),
  /** Money (major units) for CASH and BONUS, whole points for POINTS, 0 for NOTHING. */
  amount: z.number(),
  /** BONUS: the turnover to meet, as a multiple of the bonus; otherwise null. */
  wageringMultiple: z.number().nullable(),
  /** The row's weight; its chance is weight / the sum of the table's weights. */
  weight: z.number().int(),
  chance: z.number(),
});
export type RafflePrize = z.infer<typeof ZRafflePrize>;

/** A way to earn tickets, as the site explains it (see `ZTicketRule` of staff-raffles for the fields). */
export const ZTicketRuleView = z.object({
  source: z.enum(TICKET_SOURCES),
  tickets: z.number().int(),
  /** DEPOSIT: each approved deposit from this amount; VALID_BET: each this much valid bet; else null. */
  amount: z.number().nullable(),
});
export type TicketRuleView = z.infer<typeof ZTicketRuleView>;

export const ZRaffle = z.object({
  id: z.string(),
  kind: z.enum(RAFFLE_KINDS),
  /** In the request's language. */
  title: z.string(),
  summary: z.string(),
  icon: z.string().nullable(),
  /** Tickets the member holds for this raffle. */
  tickets: z.number().int(),
  prizes: z.array(ZRafflePrize),
  rules: z.array(ZTicketRuleView),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
});
export type Raffle = z.infer<typeof ZRaffle>;

export const ZRaffleDraw = z.object({
  id: z.string(),
  raffleId: z.string(),
  kind: z.enum(RAFFLE_KINDS),
  /** The raffle's title in the request's language. */
  title: z.string(),
  /** The prize drawn, as the table read at the draw. */
  prize: ZRafflePrize,
  /** The table's weights at the draw, in order: `drawPrizeIndex(stream, weights)` gives `prize.index`. */
  weights: z.array(z.number().int()),
  commitment: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  /** Shown once the seed pair has been rotated; until then the draw is checked against the commitment. */
  serverSeed: z.string().nullable(),
  createdAt: z.string(),
});
export type RaffleDraw = z.infer<typeof ZRaffleDraw>;

export const getRaffles = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCS2_getRafflePromotion',
  auth: 'member',
  moduleId: 'raffles',
  summary:
    "The brand's open raffles (red envelope, wheel, egg) with the member's tickets and prize tables, and the member's seed commitment",
  value: z.object({ list: z.array(ZRaffle), seeds: ZSeedState }),
});

export const claimRaffle = defineEndpoint({
  method: 'POST',
  path: '/wps/relay/MCS2_claimRafflePromotion',
  auth: 'member',
  moduleId: 'raffles',
  summary:
    'Spend one ticket of a raffle and draw a prize, paid at once (a repeated requestId answers the same draw)',
  body: z.object({ raffleId: ZRaffleId, requestId: ZRequestId }),
  value: z.object({
    draw: ZRaffleDraw,
    /** Tickets left for this raffle. */
    tickets: z.number().int(),
    /** The seed pair after the draw (its next nonce moved on). */
    seeds: ZSeedState,
  }),
});

export const getRaffleDraws = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCS2_getRaffleDraws',
  auth: 'member',
  moduleId: 'raffles',
  summary: "The member's draws, newest first, optionally of one raffle",
  query: z.object({
    raffleId: ZRaffleId.optional(),
    pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(50).default(20),
  }),
  value: z.object({
    list: z.array(ZRaffleDraw),
    total: z.number().int(),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
  }),
});

export const getRaffleDraw = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCS2_getRaffleDraw/:id',
  auth: 'member',
  moduleId: 'raffles',
  summary: 'One of the member’s draws with everything needed to verify it',
  params: z.object({ id: ZRaffleDrawId }),
  value: z.object({ draw: ZRaffleDraw }),
});

export const rotateRaffleSeeds = defineEndpoint({
  method: 'POST',
  path: '/wps/relay/MCS2_rotateRaffleSeed',
  auth: 'member',
  moduleId: 'raffles',
  summary:
    'Reveal the server seed of the member’s pair (shared with the in-house games) and open a new one, optionally with a new client seed',
  body: z.object({ clientSeed: z.string().max(64).optional() }),
  value: ZSeedState,
});
