import { z } from 'zod';
import { text } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import { GAME_CATEGORIES } from './games.js';
import { ZDay } from './wallet.js';

/** A round as the betting record shows it (domain.md §4: a bet with its wins and rollbacks). */
export const ROUND_STATUSES = ['OPEN', 'CLOSED', 'VOID'] as const;

export const ZBetRecord = z.object({
  /** The round's own id in our books (not the vendor's round id). */
  id: z.string(),
  roundId: z.string(),
  gameType: z.enum(GAME_CATEGORIES),
  vassalage: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  status: z.enum(ROUND_STATUSES),
  /** Major units. Valid bet = stake of a settled (closed, non-void) round, 0 otherwise. */
  stake: z.number(),
  payout: z.number(),
  validBet: z.number(),
  /** payout − stake for a closed round, 0 for open or void ones. */
  profit: z.number(),
  openedAt: z.string(),
  closedAt: z.string().nullable(),
});
export type BetRecord = z.infer<typeof ZBetRecord>;

const ZTotals = z.object({
  rounds: z.number().int(),
  stake: z.number(),
  validBet: z.number(),
  payout: z.number(),
  profit: z.number(),
});
export type BetTotals = z.infer<typeof ZTotals>;

const ZRange = {
  /** Inclusive days (UTC) on the round's opening time; at most 90 days apart. */
  from: ZDay.optional(),
  to: ZDay.optional(),
};

export const getBetRecords = defineEndpoint({
  method: 'GET',
  path: '/wps/member/bets',
  auth: 'member',
  moduleId: 'games',
  summary: 'Betting record (personalHistoryCopy): rounds newest first, by game type, vendor and days, paged',
  query: z.object({
    gameType: z.enum(GAME_CATEGORIES).optional(),
    vassalage: text(32).min(1).optional(),
    ...ZRange,
    pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(50).default(20),
  }),
  value: z.object({
    list: z.array(ZBetRecord),
    total: z.number().int(),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
    /** Over every round the filter matches, not only this page. */
    totals: ZTotals,
  }),
});

export const ZRoundLeg = z.object({
  kind: z.enum(['BET', 'WIN', 'ROLLBACK']),
  transactionId: z.string(),
  amount: z.number(),
  createdAt: z.string(),
});

export const getBetRecord = defineEndpoint({
  method: 'GET',
  path: '/wps/member/bets/:id',
  auth: 'member',
  moduleId: 'games',
  summary: "One round of the member's betting record with its bets, wins and rollbacks",
  params: z.object({ id: z.string().regex(/^L?[1-9]\d{0,17}$/u, 'round id') }),
  value: z.object({ record: ZBetRecord, legs: z.array(ZRoundLeg) }),
});

export const PROFIT_PERIODS = ['today', 'yesterday', 'week', 'month', 'custom'] as const;

export const getProfitAndLoss = defineEndpoint({
  method: 'GET',
  path: '/wps/member/profit',
  auth: 'member',
  moduleId: 'games',
  summary:
    'Profit and loss (personalProfit) by game category over a period of settled rounds; custom takes from and to',
  query: z.object({ period: z.enum(PROFIT_PERIODS).default('today'), ...ZRange }),
  value: z.object({
    from: z.string(),
    to: z.string(),
    rows: z.array(ZTotals.extend({ gameType: z.enum(GAME_CATEGORIES) })),
    totals: ZTotals,
  }),
});
