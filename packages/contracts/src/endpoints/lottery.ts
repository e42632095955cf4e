import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { ZRequestId } from './wallet.js';

/**
 * The lottery (spec §7.4, domain.md §5). The rules — result formats, bet types, combinations and
 * payouts — live in `@tessera/lottery`, shared with the site; these calls carry games, draws,
 * odds, bets and results. Amounts are major units; odds are thousandths of a unit's price.
 */
export const LOTTERY_PRIZE_MODES = ['LOTT', 'ZY', 'ELOTT', 'SEA'] as const;
export const LOTTERY_FAMILIES = [
  'SSC',
  'PK10',
  '11X5',
  'LF',
  'LHC',
  'VN_NORTH',
  'VN_CENTRAL',
  'VN_SOUTH',
  'SEA',
] as const;
/** Where a game's results come from: our fast draws, the Vietnamese daily draws, other official draws. */
export const LOTTERY_KINDS = ['FAST', 'DAILY', 'OFFICIAL'] as const;
export const LOTTERY_AREAS = ['CN', 'VN', 'SEA'] as const;
export const DRAW_STATUSES = ['SCHEDULED', 'OPEN', 'CLOSED', 'DRAWN', 'SETTLED', 'CANCELLED'] as const;
export const LOTTERY_BET_STATUSES = ['OPEN', 'WON', 'LOST', 'REFUNDED', 'CANCELLED'] as const;

/** Most lines on one slip, and most draws one chase may cover. */
export const LOTTERY_MAX_LINES = 50;
export const LOTTERY_MAX_CHASE = 50;

const ZGameCode = z.string().regex(/^[A-Z0-9_]{2,32}$/u, 'game code');
const ZNumero = z.string().regex(/^[0-9A-Z-]{4,32}$/u, 'draw number');
const ZBetTypeCode = z.string().regex(/^[A-Z0-9_]{2,12}\.[A-Z0-9_]{1,24}$/u, 'bet type');
const ZToken = z.string().regex(/^[A-Z0-9]{1,8}$/u, 'token');
const ZId = z.string().regex(/^[1-9]\d{0,17}$/u, 'id');

export const ZLotteryGame = z.object({
  gameCode: ZGameCode,
  family: z.enum(LOTTERY_FAMILIES),
  kind: z.enum(LOTTERY_KINDS),
  area: z.enum(LOTTERY_AREAS),
  /** The game's name in the request's language. */
  name: z.string(),
  /** Seconds between fast draws; null for daily and official games. */
  cadenceSeconds: z.number().int().nullable(),
  /** Vietnamese games: the region; null elsewhere. */
  region: z.enum(['NORTH', 'CENTRAL', 'SOUTH']).nullable(),
});
export type LotteryGame = z.infer<typeof ZLotteryGame>;

export const ZLotteryDraw = z.object({
  drawId: ZId,
  gameCode: ZGameCode,
  numero: ZNumero,
  status: z.enum(DRAW_STATUSES),
  opensAt: z.string(),
  closesAt: z.string(),
  drawsAt: z.string(),
  /** Fast draws: SHA-256 of the result's commitment text, published when the draw opens. */
  resultHash: z.string().nullable(),
  /** Once drawn: the numbers in the family's canonical order. */
  numbers: z.array(z.string()).nullable(),
  /** Once drawn (fast draws): the secret salt, so `sha256(numbers.join(',') + ':' + salt)` can be checked. */
  salt: z.string().nullable(),
  /** How many times staff corrected the drawn result (each re-settled every bet of the draw). */
  corrections: z.number().int(),
});
export type LotteryDraw = z.infer<typeof ZLotteryDraw>;

export const ZLotteryLine = z.object({
  betType: ZBetTypeCode,
  picks: z.array(z.array(ZToken).max(100)).min(1).max(10),
  units: z.number().int().min(1).max(100_000),
});
export type LotteryLine = z.infer<typeof ZLotteryLine>;

export const ZLotteryBet = z.object({
  id: ZId,
  gameCode: ZGameCode,
  numero: ZNumero,
  prizeMode: z.enum(LOTTERY_PRIZE_MODES),
  betType: ZBetTypeCode,
  picks: z.array(z.array(z.string())),
  units: z.number().int(),
  combinations: z.number().int(),
  stake: z.number(),
  payout: z.number(),
  status: z.enum(LOTTERY_BET_STATUSES),
  chaseId: ZId.nullable(),
  placedAt: z.string(),
  settledAt: z.string().nullable(),
  /** The draw's numbers once drawn. */
  numbers: z.array(z.string()).nullable(),
  /** Settled again under a corrected result: its payout is the corrected one. */
  corrected: z.boolean(),
});
export type LotteryBet = z.infer<typeof ZLotteryBet>;

const ZGames = z.object({ games: z.array(ZLotteryGame) });
const ZGameQuery = z.object({ gameCode: ZGameCode });
const ZPage = {
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
};

export const getLotteryMenus = defineEndpoint({
  method: 'GET',
  path: '/lgw/games/game_menus',
  auth: 'optional',
  moduleId: 'lottery',
  summary: 'Every lottery game, grouped by family (the game menu)',
  value: z.object({
    menus: z.array(z.object({ family: z.enum(LOTTERY_FAMILIES), games: z.array(ZLotteryGame) })),
  }),
});

export const getVnGameMenu = defineEndpoint({
  method: 'GET',
  path: '/lgw/vn/games/game_menu',
  auth: 'optional',
  moduleId: 'lottery',
  summary: 'The Vietnamese lottery by region, with the provinces that draw today first',
  value: z.object({
    regions: z.array(
      z.object({
        region: z.enum(['NORTH', 'CENTRAL', 'SOUTH']),
        today: z.array(ZLotteryGame),
        others: z.array(ZLotteryGame),
      }),
    ),
  }),
});

export const getVnRecentGames = defineEndpoint({
  method: 'GET',
  path: '/lgw/vn/games/game_menu/recent',
  auth: 'member',
  moduleId: 'lottery',
  summary: 'The lottery games the member bet on lately, newest first',
  value: ZGames,
});

export const getPopularLotteryGames = defineEndpoint({
  method: 'GET',
  path: '/lgw/games/popular',
  auth: 'optional',
  moduleId: 'lottery',
  summary: 'The lottery games with the most bets in the last day',
  value: ZGames,
});

export const getLotteryGamesByPrizeMode = defineEndpoint({
  method: 'GET',
  path: '/lgw/games/prize_mode',
  auth: 'optional',
  moduleId: 'lottery',
  summary: 'The lottery games offered under one prize mode',
  query: z.object({ prizeMode: z.enum(LOTTERY_PRIZE_MODES) }),
  value: ZGames,
});

export const getVnOpenedNumeros = defineEndpoint({
  method: 'GET',
  path: '/lgw/vn/numeros/opened/game',
  auth: 'optional',
  moduleId: 'lottery',
  summary: 'The open draw of every Vietnamese game (or of one), with the server time',
  query: z.object({ gameCode: ZGameCode.optional() }),
  value: z.object({ draws: z.array(ZLotteryDraw), serverTime: z.string() }),
});

export const getOpenedNumero = defineEndpoint({
  method: 'GET',
  path: '/lotto/lgw/games/opened/numero',
  auth: 'member',
  moduleId: 'lottery',
  summary: 'A game’s draw open for bets (null between draws), its last drawn result and the server time',
  query: ZGameQuery,
  value: z.object({ draw: ZLotteryDraw.nullable(), last: ZLotteryDraw.nullable(), serverTime: z.string() }),
});

export const getLotteryOdds = defineEndpoint({
  method: 'GET',
  path: '/lgw/games/odds',
  auth: 'optional',
  moduleId: 'lottery',
  summary: 'The brand’s odds for a game under a prize mode: unit price (major units) and payout per prize',
  query: z.object({ gameCode: ZGameCode, prizeMode: z.enum(LOTTERY_PRIZE_MODES) }),
  value: z.object({
    prizeMode: z.enum(LOTTERY_PRIZE_MODES),
    odds: z.record(
      z.string(),
      z.object({ unitPrice: z.number(), payoutMilli: z.record(z.string(), z.number()) }),
    ),
  }),
});

export const getLotteryResults = defineEndpoint({
  method: 'GET',
  path: '/lgw/games/results',
  auth: 'optional',
  moduleId: 'lottery',
  summary: 'A game’s drawn results, newest first',
  query: z.object({ gameCode: ZGameCode, ...ZPage }),
  value: z.object({ list: z.array(ZLotteryDraw), total: z.number().int() }),
});

export const placeLotteryBet = defineEndpoint({
  method: 'POST',
  path: '/lotto/lgw/orders',
  auth: 'member',
  moduleId: 'lottery',
  summary:
    'Place a bet slip on an open draw, optionally chasing the next draws (all paid now; a chase that stops refunds the rest); a repeated requestId answers the same bets',
  body: z.object({
    requestId: ZRequestId,
    gameCode: ZGameCode,
    numero: ZNumero,
    prizeMode: z.enum(LOTTERY_PRIZE_MODES),
    lines: z.array(ZLotteryLine).min(1).max(LOTTERY_MAX_LINES),
    chase: z
      .object({ draws: z.number().int().min(2).max(LOTTERY_MAX_CHASE), stopOnWin: z.boolean() })
      .optional(),
  }),
  value: z.object({ bets: z.array(ZLotteryBet), balance: z.number() }),
});

export const cancelLotteryBet = defineEndpoint({
  method: 'POST',
  path: '/lotto/lgw/orders/:id/cancel',
  auth: 'member',
  moduleId: 'lottery',
  summary: 'Cancel one of the member’s bets before its draw closes; the stake comes back',
  params: z.object({ id: ZId }),
  value: z.object({ bet: ZLotteryBet, balance: z.number() }),
});

export const getMyLotteryBets = defineEndpoint({
  method: 'GET',
  path: '/lotto/lgw/orders',
  auth: 'member',
  moduleId: 'lottery',
  summary: 'The member’s lottery bets, newest first',
  query: z.object({
    gameCode: ZGameCode.optional(),
    status: z.enum(LOTTERY_BET_STATUSES).optional(),
    ...ZPage,
  }),
  value: z.object({ list: z.array(ZLotteryBet), total: z.number().int() }),
});
