import { z } from 'zod';
import { ZLanguage } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import { ROLES } from '../staff-roles.js';
import { GAME_CATEGORIES } from './games.js';

/**
 * VIP levels, rebates and cash back (issue 15; decisions 0040, 0041). Money in major units; rates
 * in basis points (100 = 1 %). Days and weeks are the brand's (weeks from Monday).
 */

const ZCategory = z.enum(GAME_CATEGORIES);
/** When the VIP table's rebates are paid: after the day ends, or as bets settle (decision 0041). */
export const REBATE_MODES = ['DAILY', 'REALTIME'] as const;
export type RebateMode = (typeof REBATE_MODES)[number];

export const ZCategoryRate = z.object({ category: ZCategory, rateBp: z.number().int() });

export const ZVipLevel = z.object({
  level: z.number().int(),
  /** In the request's language. */
  name: z.string(),
  /** Cumulative valid bet and approved deposits that reach it. */
  minValidBet: z.number(),
  minDeposits: z.number(),
  /** Paid once, the first time a member reaches the level (to the main wallet). */
  upgradeBonus: z.number(),
  rebates: z.array(ZCategoryRate),
  /** Cash back: this percent of a week's net loss, at most `cashbackCap` (null: no cap). */
  cashbackBp: z.number().int(),
  cashbackCap: z.number().nullable(),
  /** Valid bet per brand month that keeps a member at the level (0: kept for good). */
  keepValidBet: z.number(),
});
export type VipLevel = z.infer<typeof ZVipLevel>;

export const ZVipStanding = z.object({
  /** The member info's flags (spec §4): hasVip is a level above 0. */
  hasVip: z.boolean(),
  vipRankLevel: z.number().int(),
  vipLabelName: z.string(),
  validBet: z.number(),
  deposits: z.number(),
  /** The next level and what is left to reach it; null at the top. */
  next: z
    .object({
      level: z.number().int(),
      name: z.string(),
      validBetLeft: z.number(),
      depositsLeft: z.number(),
      /** A level held before and lost: this month's valid bet still needed to regain it; else null. */
      regainLeft: z.number().nullable(),
    })
    .nullable(),
  /** The keep rule this month: the level's monthly valid bet, this month's so far, and what is left. */
  keep: z.object({ validBet: z.number(), thisMonth: z.number(), left: z.number() }).nullable(),
  /** The last fall by the keep rule, while the member has not risen again since. */
  dropped: z.object({ from: z.number().int(), fromName: z.string(), at: z.string() }).nullable(),
});
export type VipStanding = z.infer<typeof ZVipStanding>;

export const getVipInfo = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getVipInfo',
  auth: 'optional',
  moduleId: 'promotion',
  summary:
    "The brand's VIP levels with their benefits, and the caller's standing (visitors and trial players: none)",
  value: z.object({ levels: z.array(ZVipLevel), standing: ZVipStanding.nullable() }),
});

export const getRebateRates = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getRebateRates',
  auth: 'optional',
  moduleId: 'promotion',
  summary: "Rebate rates by category (the nav drop-down, spec §4): the caller's level's, or level 0's",
  value: z.object({ level: z.number().int(), rates: z.array(ZCategoryRate) }),
});

export const ZRebateLine = z.object({
  day: z.string(),
  category: ZCategory,
  validBet: z.number(),
  rateBp: z.number().int(),
  amount: z.number(),
});

export const getRebateDetails = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getRebateDetails',
  auth: 'member',
  moduleId: 'promotion',
  summary:
    "Rebates: today's valid bet per category with what it has accrued at the member's rate (paid after the day ends), and the rebates paid, newest first",
  query: z.object({
    pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(50).default(20),
  }),
  value: z.object({
    level: z.number().int(),
    /** DAILY: today's accrual is paid after the day ends; REALTIME: it is paid as bets settle. */
    mode: z.enum(REBATE_MODES),
    today: z.object({ day: z.string(), lines: z.array(ZRebateLine), accrued: z.number() }),
    paid: z.array(ZRebateLine.extend({ paidAt: z.string() })),
    total: z.number().int(),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
    paidTotal: z.number(),
  }),
});

export const ZCashbackLine = z.object({
  weekStart: z.string(),
  netLoss: z.number(),
  rateBp: z.number().int(),
  amount: z.number(),
});

export const getCashbackDetails = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getCashbackDetails',
  auth: 'member',
  moduleId: 'promotion',
  summary:
    "Cash back: this week's net loss and what it would pay at the member's level (paid after the week ends), and the weeks paid, newest first",
  query: z.object({
    pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(50).default(10),
  }),
  value: z.object({
    level: z.number().int(),
    rateBp: z.number().int(),
    cap: z.number().nullable(),
    thisWeek: ZCashbackLine,
    paid: z.array(ZCashbackLine.extend({ paidAt: z.string() })),
    total: z.number().int(),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
  }),
});

// ── Staff calls ────────────────────────────────────────────────────────────────────────────────

export const ZVipLevelInput = z.object({
  level: z.number().int().min(0).max(99),
  name: z.partialRecord(ZLanguage, z.string().trim().max(60)),
  minValidBet: z.number().min(0).max(1e13),
  minDeposits: z.number().min(0).max(1e13),
  upgradeBonus: z.number().min(0).max(1e9),
  /** Category → rate in basis points (at most 10 %). */
  rebateBp: z.partialRecord(ZCategory, z.number().int().min(0).max(1_000)),
  cashbackBp: z.number().int().min(0).max(5_000),
  cashbackCap: z.number().positive().max(1e12).nullable(),
  /** Valid bet per brand month that keeps the level (0: kept for good; level 0 asks none). */
  keepValidBet: z.number().min(0).max(1e13).default(0),
});
export type VipLevelInput = z.infer<typeof ZVipLevelInput>;

/** The table as staff read it: each level with how many members hold it, and its version. */
export const ZVipTable = z.object({
  levels: z.array(ZVipLevelInput.extend({ members: z.number().int() })),
  version: z.string(),
  /** The levels' rebates: paid once the day is over and settled, or as bets settle. */
  rebateMode: z.enum(REBATE_MODES),
});

export const getVipLevelsStaff = defineEndpoint({
  method: 'GET',
  path: '/bo/api/vip-levels',
  auth: 'staff',
  roles: ROLES.promotionReaders,
  moduleId: 'backoffice',
  summary: "The brand's VIP level table as staff wrote it, with how many members hold each level",
  value: ZVipTable,
});

export const putVipLevels = defineEndpoint({
  method: 'PUT',
  path: '/bo/api/vip-levels',
  auth: 'staff',
  roles: ROLES.promotions,
  moduleId: 'backoffice',
  summary:
    'Replace the VIP level table: levels 0, 1, 2… in order, each asking at least as much as the one below; a level members hold cannot be removed',
  body: z.object({
    levels: z.array(ZVipLevelInput).min(1).max(20),
    /** The table's version as read: a save over someone else's newer one is refused. */
    version: z.string().max(64),
    /** When the levels' rebates are paid; unchanged when left out. */
    rebateMode: z.enum(REBATE_MODES).optional(),
  }),
  value: ZVipTable,
});

export const ZRewardCostDay = z.object({
  date: z.string(),
  bonusesIssued: z.number(),
  bonusesConverted: z.number(),
  bonusesReturned: z.number(),
  rebates: z.number(),
  cashback: z.number(),
  upgradeBonuses: z.number(),
  /** What the brand gave away net: issued + rebates + cash back + upgrade bonuses − returned. */
  net: z.number(),
});

export const getRewardCosts = defineEndpoint({
  method: 'GET',
  path: '/bo/api/reward-costs',
  auth: 'staff',
  roles: ROLES.reports,
  moduleId: 'backoffice',
  summary:
    'What rewards cost per brand day, from the ledger: bonuses issued, converted and returned, rebates, cash back, upgrade bonuses',
  query: z.object({ from: z.iso.date(), to: z.iso.date() }),
  value: z.object({ days: z.array(ZRewardCostDay) }),
});
