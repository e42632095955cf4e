import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { ROLES } from '../staff-roles.js';

/**
 * The dashboard and reports (issue 13). Days are the brand's (its time zone); amounts are major
 * units. GGR is stakes less wins of settled play; NGR is GGR less what the brand gave away (bonuses,
 * rebates, cash back: ledger transfers of those kinds, none until the reward engine of issue 15).
 */
const ZDate = z.iso.date();

export const ZDayFigures = z.object({
  date: z.string(),
  registrations: z.number().int(),
  firstDeposits: z.number().int(),
  deposits: z.number(),
  depositCount: z.number().int(),
  withdrawals: z.number(),
  withdrawalCount: z.number().int(),
  stake: z.number(),
  payout: z.number(),
  ggr: z.number(),
  ngr: z.number(),
  activePlayers: z.number().int(),
});
export type DayFigures = z.infer<typeof ZDayFigures>;

export const ZPlaySlice = z.object({
  key: z.string(),
  stake: z.number(),
  payout: z.number(),
  ggr: z.number(),
  bets: z.number().int(),
  players: z.number().int(),
});

export const ZQueueCounts = z.object({
  deposits: z.number().int(),
  withdrawals: z.number().int(),
  adjustments: z.number().int(),
  lotteryResults: z.number().int(),
  /** New feedback from members and visitors (decision 0052). */
  feedback: z.number().int(),
});

export const getDashboard = defineEndpoint({
  method: 'GET',
  path: '/bo/api/dashboard',
  auth: 'staff',
  roles: ROLES.reports,
  moduleId: 'backoffice',
  summary:
    "Today and each of the last days (the brand's days): registrations, first deposits, deposits, withdrawals, stakes, GGR, NGR, active players; play by category and by vendor; the pending queues",
  query: z.object({ days: z.coerce.number().int().min(1).max(90).default(30) }),
  value: z.object({
    timeZone: z.string(),
    currency: z.string(),
    days: z.array(ZDayFigures),
    byCategory: z.array(ZPlaySlice),
    byVendor: z.array(ZPlaySlice),
    queues: ZQueueCounts,
  }),
});

export const REPORT_NAMES = [
  'daily',
  'play-by-vendor',
  'play-by-category',
  'cashier-by-channel',
  'player-pnl',
] as const;
export type ReportName = (typeof REPORT_NAMES)[number];

export const getReport = defineEndpoint({
  method: 'GET',
  path: '/bo/api/reports/:name',
  auth: 'staff',
  roles: ROLES.reports,
  moduleId: 'backoffice',
  summary:
    "A report over the brand's days from `from` to `to` (both included, at most 366 days) as a table: its columns and rows (the console exports it as CSV). Each row carries the filter that lists its rows (`link`)",
  params: z.object({ name: z.enum(REPORT_NAMES) }),
  query: z
    .object({ from: ZDate, to: ZDate })
    .refine((q) => q.from <= q.to, { message: 'from must not be after to', path: ['from'] })
    .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 <= 366, {
      message: 'at most 366 days',
      path: ['to'],
    }),
  value: z.object({
    columns: z.array(z.object({ key: z.string(), kind: z.enum(['text', 'count', 'money']) })),
    rows: z.array(
      z.object({
        cells: z.record(z.string(), z.union([z.string(), z.number()])),
        /** Where this row's own records are listed in the console (a path with its query). */
        link: z.string().nullable(),
      }),
    ),
  }),
});

/** The staff console's live socket: `/bo/ws?token=…` (the staff token) pushes the queue counts. */
export const STAFF_WS_PATH = '/bo/ws';
export const ZStaffWsMessage = z.object({ type: z.literal('queues'), value: ZQueueCounts });
export type StaffWsMessage = z.infer<typeof ZStaffWsMessage>;
