import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { ZAmount } from '../money.js';
import { ZRequestId } from './wallet.js';

/**
 * The in-house provably fair games (vendor BGS, domain.md §4). The maths lives in `@tessera/fair`;
 * these calls play it for money through the provider wallet (rounds, idempotency) and show the
 * seeds so any round can be verified in the browser with the same package.
 */
export const FAIR_GAME_CODES = ['dice', 'mines', 'plinko', 'keno', 'slot'] as const;
export type FairGame = (typeof FAIR_GAME_CODES)[number];

/** Stake limits of every in-house game, in major units. */
export const FAIR_STAKE = { min: 0.1, max: 100_000 } as const;
/** A round never pays more than this (major units): a Mines run can reach 5,148,297×. */
export const FAIR_MAX_WIN = 1_000_000;

const ZTile = z.number().int().min(0).max(24);

/** What the member chooses before a round; ranges beyond these types are checked by the game. */
export const ZFairParams = z.discriminatedUnion('game', [
  z.object({
    game: z.literal('dice'),
    /** Hundredths: 5000 is 50.00. */
    target: z.number().int().min(0).max(9999),
    direction: z.enum(['over', 'under']),
  }),
  z.object({ game: z.literal('mines'), mines: z.number().int().min(1).max(24) }),
  z.object({
    game: z.literal('plinko'),
    rows: z.union([z.literal(8), z.literal(12), z.literal(16)]),
    risk: z.enum(['low', 'medium', 'high']),
  }),
  z.object({ game: z.literal('keno'), picks: z.array(z.number().int().min(1).max(40)).min(1).max(10) }),
  z.object({ game: z.literal('slot') }),
]);
export type FairParams = z.infer<typeof ZFairParams>;

/** The public outcome of a round, per game (mine positions only once the round is over). */
export const ZFairOutcome = z.discriminatedUnion('game', [
  z.object({ game: z.literal('dice'), roll: z.number().int(), win: z.boolean() }),
  z.object({
    game: z.literal('mines'),
    revealed: z.array(ZTile),
    status: z.enum(['playing', 'busted', 'cashed']),
    hitTile: ZTile.nullable(),
    minePositions: z.array(ZTile).nullable(),
  }),
  z.object({ game: z.literal('plinko'), path: z.array(z.number().int()), bucket: z.number().int() }),
  z.object({ game: z.literal('keno'), drawn: z.array(z.number().int()), hits: z.array(z.number().int()) }),
  z.object({
    game: z.literal('slot'),
    stops: z.array(z.number().int()),
    grid: z.array(z.array(z.string())),
    wins: z.array(
      z.object({ line: z.number().int(), symbol: z.string(), count: z.number().int(), pay: z.number() }),
    ),
  }),
]);
export type FairOutcome = z.infer<typeof ZFairOutcome>;

export const ZFairRound = z.object({
  id: z.string(),
  game: z.enum(FAIR_GAME_CODES),
  params: ZFairParams,
  outcome: ZFairOutcome,
  /** playing: a Mines round still open; settled: paid (payout may be 0). */
  status: z.enum(['playing', 'settled']),
  /** Major units. */
  stake: z.number(),
  payout: z.number(),
  /** The game's multiplier for display (payout is exact: ⌊stake × multiplier⌋, capped at FAIR_MAX_WIN). */
  multiplier: z.number(),
  capped: z.boolean(),
  commitment: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  /** Shown once the seed pair has been rotated; until then the round is verified against the commitment. */
  serverSeed: z.string().nullable(),
  createdAt: z.string(),
});
export type FairRound = z.infer<typeof ZFairRound>;

export const ZSeedState = z.object({
  commitment: z.string(),
  clientSeed: z.string(),
  nextNonce: z.number().int(),
  /** The pair rotated out last, its server seed revealed. */
  previous: z
    .object({
      serverSeed: z.string(),
      commitment: z.string(),
      clientSeed: z.string(),
      nonceCount: z.number().int(),
    })
    .nullable(),
});
export type SeedState = z.infer<typeof ZSeedState>;

const ZRoundAndBalance = z.object({ round: ZFairRound, balance: z.number() });
const ZRoundId = z.string().regex(/^[1-9]\d{0,17}$/u, 'round id');

export const getFairSeeds = defineEndpoint({
  method: 'GET',
  path: '/wps/fair/seeds',
  auth: 'member',
  moduleId: 'games',
  summary: 'The member’s active seed pair (commitment, client seed, next nonce) and the last revealed one',
  value: ZSeedState,
});

export const rotateFairSeeds = defineEndpoint({
  method: 'POST',
  path: '/wps/fair/seeds/rotate',
  auth: 'member',
  moduleId: 'games',
  summary:
    'Reveal the server seed and open a new pair, optionally with a new client seed; not while a round is open',
  body: z.object({ clientSeed: z.string().max(64).optional() }),
  value: ZSeedState,
});

export const playFairGame = defineEndpoint({
  method: 'POST',
  path: '/wps/fair/bets',
  auth: 'member',
  moduleId: 'games',
  summary:
    'Play one in-house round: the stake is a provider bet, the payout a win on the same round; a repeated requestId answers the same round',
  body: z.object({ requestId: ZRequestId, stake: ZAmount, params: ZFairParams }),
  value: ZRoundAndBalance,
});

export const revealMinesTile = defineEndpoint({
  method: 'POST',
  path: '/wps/fair/mines/reveal',
  auth: 'member',
  moduleId: 'games',
  summary: 'Reveal a tile of the open Mines round: safe continues, a mine ends it with nothing paid',
  body: z.object({ roundId: ZRoundId, tile: ZTile }),
  value: ZRoundAndBalance,
});

export const cashOutMines = defineEndpoint({
  method: 'POST',
  path: '/wps/fair/mines/cashout',
  auth: 'member',
  moduleId: 'games',
  summary: 'Cash out the open Mines round at its current multiplier',
  body: z.object({ roundId: ZRoundId }),
  value: ZRoundAndBalance,
});

export const getActiveFairRound = defineEndpoint({
  method: 'GET',
  path: '/wps/fair/active',
  auth: 'member',
  moduleId: 'games',
  summary: 'The member’s open round (a Mines round in play), to resume it with the same outcome',
  value: z.object({ round: ZFairRound.nullable() }),
});

export const getFairRounds = defineEndpoint({
  method: 'GET',
  path: '/wps/fair/rounds',
  auth: 'member',
  moduleId: 'games',
  summary: 'The member’s in-house rounds, newest first, optionally of one game',
  query: z.object({
    game: z.enum(FAIR_GAME_CODES).optional(),
    pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(50).default(20),
  }),
  value: z.object({
    list: z.array(ZFairRound),
    total: z.number().int(),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
  }),
});

export const getFairRound = defineEndpoint({
  method: 'GET',
  path: '/wps/fair/rounds/:id',
  auth: 'member',
  moduleId: 'games',
  summary: 'One in-house round with everything needed to verify it',
  params: z.object({ id: ZRoundId }),
  value: z.object({ round: ZFairRound }),
});
