import { z } from 'zod';
import { text } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import { GAME_CATEGORIES } from './games.js';
import { ZProofImage } from './withdraw.js';

/**
 * Promotions and bonuses as a member sees them (spec §2.2–§2.3, §7.5; domain.md §6; issue 15;
 * decision 0039). Money in major units; rates in basis points (100 = 1 %).
 */

export const PROMOTION_TYPES = ['FIRST_DEPOSIT', 'DEPOSIT', 'REBATE', 'CASHBACK', 'APPLIED'] as const;
export type PromotionType = (typeof PROMOTION_TYPES)[number];

/** How often a member may be rewarded by one promotion: once, or once per brand day, week, month. */
export const PROMOTION_FREQUENCIES = ['ONCE', 'DAILY', 'WEEKLY', 'MONTHLY'] as const;
export type PromotionFrequency = (typeof PROMOTION_FREQUENCIES)[number];

/**
 * A promotion's state for the member (domain.md §6): COMING_SOON before it starts; JOIN: may take
 * part (join, or apply); JOINED: taking part, the qualifying deposit not made yet; PROCESS: no joining
 * needed, the qualifying deposit not made yet; CLAIM: a reward waits to be claimed; APPLYING: an
 * application waits for staff; REJECTED: staff said no (with their reason); ISSUED: the bonus is in
 * the bonus wallet and wagering; CLAIMED: the reward is the member's; CLOSED: over, or the member
 * cannot take part (`blocked` says why).
 */
export const PROMOTION_STATES = [
  'COMING_SOON',
  'JOIN',
  'JOINED',
  'PROCESS',
  'CLAIM',
  'APPLYING',
  'REJECTED',
  'ISSUED',
  'CLAIMED',
  'CLOSED',
] as const;
export type PromotionState = (typeof PROMOTION_STATES)[number];

/** Category → percent of its valid bet that counts toward wagering. */
export const ZWeights = z.partialRecord(z.enum(GAME_CATEGORIES), z.number().int().min(0).max(100));
export type Weights = z.infer<typeof ZWeights>;

/** The rule of a promotion, as numbers the site words in plain language. */
export const ZPromotionRules = z.object({
  frequency: z.enum(PROMOTION_FREQUENCIES),
  joinRequired: z.boolean(),
  /** Only members registered within this many days. */
  newMemberDays: z.number().int().nullable(),
  /** The VIP levels it is for (their names as the member sees them); null: every member. */
  vipLevels: z.array(z.string()).nullable(),
  /** Rebate and cash back promotions: the game categories whose play counts; null: every one. */
  categories: z.array(z.enum(GAME_CATEGORIES)).nullable(),
  /** Deposit channels that count (names as the member sees them); null: every channel. */
  channels: z.array(z.string()).nullable(),
  minDeposit: z.number(),
  rewardFixed: z.number(),
  rewardBp: z.number().int(),
  rewardCap: z.number().nullable(),
  claimMode: z.enum(['AUTO', 'CLAIM']),
  /** Wagering multiple of the bonus (15 = 15×); 0: paid straight to the main wallet. */
  wagering: z.number(),
  /** Categories that count toward wagering and at which percent; empty: all, in full. */
  weights: ZWeights,
  bonusDays: z.number().int().nullable(),
  maxBet: z.number().nullable(),
  exclusive: z.boolean(),
});
export type PromotionRules = z.infer<typeof ZPromotionRules>;

export const ZPromotionCard = z.object({
  id: z.string(),
  type: z.enum(PROMOTION_TYPES),
  title: z.string(),
  summary: z.string(),
  /** Sanitised HTML (the staff's words), in the request's language. */
  content: z.string(),
  image: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  rules: ZPromotionRules,
  state: z.enum(PROMOTION_STATES),
  /** Why the member cannot take part or was given nothing, in the request's language. */
  note: z.string().nullable(),
  /** The member's entry in the current period, when there is one. */
  entry: z
    .object({
      id: z.string(),
      amount: z.number().nullable(),
      bonusId: z.string().nullable(),
      reason: z.string().nullable(),
      joinedAt: z.string(),
      decidedAt: z.string().nullable(),
    })
    .nullable(),
  /**
   * A rebate or cash back the member takes part in: this period's valid bet or net loss so far and
   * what it would pay (settled bets, within the cap); null otherwise.
   */
  accrued: z.object({ periodStart: z.string(), basis: z.number(), amount: z.number() }).nullable(),
});
export type PromotionCard = z.infer<typeof ZPromotionCard>;

export const listPromotions = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getPromotionList',
  auth: 'optional',
  moduleId: 'promotion',
  summary:
    'The promotions page: live and coming promotions (and recently ended ones the member took part in), each with its state for the caller (visitors: JOIN or COMING_SOON)',
  query: z.object({ type: z.enum(PROMOTION_TYPES).optional() }),
  value: z.object({ list: z.array(ZPromotionCard) }),
});

export const getPromotion = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getPromotionDetail',
  auth: 'optional',
  moduleId: 'promotion',
  summary: "One promotion with its rules and the caller's state",
  query: z.object({ id: z.string().regex(/^[1-9]\d{0,17}$/u, 'promotion id') }),
  value: ZPromotionCard,
});

const ZPromotionId = z.object({ promotionId: z.string().regex(/^[1-9]\d{0,17}$/u, 'promotion id') });

export const joinPromotion = defineEndpoint({
  method: 'POST',
  path: '/wps/relay/MCSFE_signUpPromotionJoin',
  auth: 'member',
  moduleId: 'promotion',
  summary: 'Take part in a promotion for its current period (JOIN → JOINED)',
  body: ZPromotionId,
  value: ZPromotionCard,
});

/** An applied promotion's remark and proofs (spec §7.5). */
export const REWARD_REQUEST_RULES = { remarkMax: 140, proofsMax: 3 } as const;

export const requestReward = defineEndpoint({
  method: 'POST',
  path: '/wps/relay/MCSFE_signUpRequestReward',
  auth: 'member',
  moduleId: 'promotion',
  bodyLimit: 24 * 1024 * 1024,
  summary:
    'Apply for an applied promotion: a remark (≤ 140 characters) and 1–3 png or jpg proofs of ≤ 5 MB; staff decide',
  body: ZPromotionId.extend({
    remark: text(REWARD_REQUEST_RULES.remarkMax).default(''),
    /** More than 3 is refused by the proof rule (its message says why), not by the schema. */
    proofs: z.array(ZProofImage).min(1).max(10),
  }),
  value: ZPromotionCard,
});

export const claimReward = defineEndpoint({
  method: 'POST',
  path: '/wps/relay/MCSFE_claimPromotionReward',
  auth: 'member',
  moduleId: 'promotion',
  summary:
    'Claim a reward that waits in the reward centre (CLAIM → ISSUED or CLAIMED); a second claim pays nothing',
  body: ZPromotionId,
  value: ZPromotionCard,
});

export const getAvailablePromo = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getAvailablePromo',
  auth: 'member',
  moduleId: 'promotion',
  summary:
    'The reward badge: how many promotions the member can act on now (JOIN or CLAIM), and the entries of availablePromo (REFERRAL)',
  value: z.object({
    availablePromoCount: z.number().int(),
    availablePromo: z.array(z.object({ type: z.string(), enabled: z.boolean() })),
  }),
});

export const BONUS_STATES = ['WAGERING', 'CONVERTED', 'EXPIRED', 'FORFEITED'] as const;
export type BonusState = (typeof BONUS_STATES)[number];

export const ZBonus = z.object({
  id: z.string(),
  promotionId: z.string().nullable(),
  /** The promotion's title in the request's language (staff grants: null). */
  title: z.string().nullable(),
  amount: z.number(),
  state: z.enum(BONUS_STATES),
  /** Turnover to reach, reached so far, and still to go. */
  required: z.number(),
  progress: z.number(),
  remaining: z.number(),
  weights: ZWeights,
  maxBet: z.number().nullable(),
  issuedAt: z.string(),
  expiresAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  /** The bonus's money movements: issued, converted, expired or forfeited. */
  history: z.array(z.object({ kind: z.string(), amount: z.number(), at: z.string() })),
});
export type Bonus = z.infer<typeof ZBonus>;

export const listBonuses = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getBonusDetails',
  auth: 'member',
  moduleId: 'promotion',
  summary: 'bonusDetails: the member’s bonuses, newest first, with wagering done and left',
  query: z.object({
    state: z.enum(BONUS_STATES).optional(),
    pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(50).default(10),
  }),
  value: z.object({
    list: z.array(ZBonus),
    total: z.number().int(),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
    /** Across the wagering bonuses: money in the bonus wallet and turnover still to go. */
    bonusBalance: z.number(),
    remaining: z.number(),
  }),
});

export const forfeitBonus = defineEndpoint({
  method: 'POST',
  path: '/wps/relay/MCSFE_forfeitBonus',
  auth: 'member',
  moduleId: 'promotion',
  summary: 'Give up a wagering bonus: its money leaves the bonus wallet and its turnover is no longer owed',
  body: z.object({ bonusId: z.string().regex(/^[1-9]\d{0,17}$/u, 'bonus id') }),
  value: ZBonus,
});
