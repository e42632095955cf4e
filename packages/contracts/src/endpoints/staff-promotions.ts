import { z } from 'zod';
import { text, ZLanguage } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import { ROLES } from '../staff-roles.js';
import { GAME_CATEGORIES } from './games.js';
import {
  BONUS_STATES,
  PROMOTION_FREQUENCIES,
  PROMOTION_TYPES,
  ZBonus,
  ZPromotionCard,
  ZWeights,
} from './promotions.js';
import { ZProof } from './withdraw.js';

/**
 * The back office's promotions (issue 15; decision 0039): the editor, the applications queue and
 * the bonuses staff look into. Money in major units; rates in basis points.
 */

export const PROMOTION_STATUSES = ['DRAFT', 'LIVE', 'ENDED'] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

export const PROMOTION_LIMITS = { title: 120, summary: 300, content: 8_000, image: 1_000 } as const;

/** Texts per language (`{EN: '…', BN: '…'}`), each at most `max` characters. */
export const localized = (max: number) => z.partialRecord(ZLanguage, z.string().max(max));
/** An image: a path under the site (the demo's artwork) or an http(s) address. */
export const ZSiteImage = text(PROMOTION_LIMITS.image).regex(
  /^(https?:\/\/[^\s"'<>]+|\/[^\s"'<>]*)$/u,
  'a site path or an http(s) address',
);
const ZTime = z.iso.datetime({ offset: true });
const ZMoney = z.number().min(0).max(1e12);
const ZId = z.string().regex(/^[1-9]\d{0,17}$/u, 'id');

/**
 * A promotion as staff write it. Shapes here; the rules between fields (a reward to give, a window
 * that ends after it starts, known channels) by the server.
 */
export const ZPromotionInput = z.object({
  type: z.enum(PROMOTION_TYPES),
  title: localized(PROMOTION_LIMITS.title),
  summary: localized(PROMOTION_LIMITS.summary).default({}),
  /** HTML, cleaned on save. */
  content: localized(PROMOTION_LIMITS.content).default({}),
  image: ZSiteImage.nullable().default(null),
  startsAt: ZTime,
  endsAt: ZTime.nullable().default(null),
  joinRequired: z.boolean().default(true),
  frequency: z.enum(PROMOTION_FREQUENCIES).default('ONCE'),
  newMemberDays: z.number().int().min(1).max(3650).nullable().default(null),
  /** VIP levels (numbers) the promotion is for; null: every level. */
  vipLevels: z.array(z.number().int().min(0).max(99)).min(1).max(100).nullable().default(null),
  /** Rebate and cash back: the categories whose play counts; null: every category. */
  categories: z.array(z.enum(GAME_CATEGORIES)).min(1).max(20).nullable().default(null),
  /** Deposit channel codes that count; null: every channel. */
  channels: z.array(text(64).min(1)).max(50).nullable().default(null),
  minDeposit: ZMoney.default(0),
  rewardFixed: ZMoney.default(0),
  /**
   * In basis points (10000 = 100 %): of the deposit (deposit types, at most 1000 %), of the valid
   * bet (rebate) or of the net loss (cash back) of each period.
   */
  rewardBp: z.number().int().min(0).max(100_000).default(0),
  rewardCap: z.number().positive().max(1e12).nullable().default(null),
  claimMode: z.enum(['AUTO', 'CLAIM']).default('AUTO'),
  /** Wagering multiple of the bonus, to two decimals (0: no wagering, paid to the main wallet). */
  wagering: z.number().min(0).max(100).default(0),
  weights: ZWeights.default({}),
  bonusDays: z.number().int().min(1).max(365).nullable().default(null),
  maxBet: z.number().positive().max(1e12).nullable().default(null),
  exclusive: z.boolean().default(true),
  sortOrder: z.number().int().min(0).max(9_999).default(0),
});
export type PromotionInput = z.output<typeof ZPromotionInput>;

export const ZStaffPromotion = ZPromotionInput.extend({
  id: z.string(),
  status: z.enum(PROMOTION_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** What it has given: entries, rewards issued, their sum, bonuses converted. */
  stats: z.object({
    entries: z.number().int(),
    rewarded: z.number().int(),
    cost: z.number(),
    converted: z.number().int(),
    applying: z.number().int(),
  }),
});
export type StaffPromotion = z.infer<typeof ZStaffPromotion>;

export const listStaffPromotions = defineEndpoint({
  method: 'GET',
  path: '/bo/api/promotions',
  auth: 'staff',
  roles: ROLES.promotionReaders,
  moduleId: 'backoffice',
  summary: 'Promotions of the brand with what each has given, by status and type',
  query: z.object({
    status: z.enum(PROMOTION_STATUSES).optional(),
    type: z.enum(PROMOTION_TYPES).optional(),
  }),
  value: z.object({ list: z.array(ZStaffPromotion) }),
});

/** What the editor offers to choose from: the brand's deposit channels and VIP levels. */
export const ZPromotionChoices = z.object({
  channels: z.array(z.object({ code: z.string(), name: z.string(), enabled: z.boolean() })),
  vipLevels: z.array(z.object({ level: z.number().int(), name: z.string() })),
});
export type PromotionChoices = z.infer<typeof ZPromotionChoices>;

export const getPromotionChoices = defineEndpoint({
  method: 'GET',
  path: '/bo/api/promotion-choices',
  auth: 'staff',
  roles: ROLES.promotionReaders,
  moduleId: 'backoffice',
  summary:
    "The deposit channels and VIP levels a promotion's rules may name, for every role that reads promotions",
  value: ZPromotionChoices,
});

export const getStaffPromotion = defineEndpoint({
  method: 'GET',
  path: '/bo/api/promotions/:id',
  auth: 'staff',
  roles: ROLES.promotionReaders,
  moduleId: 'backoffice',
  summary: 'One promotion as staff wrote it',
  params: z.object({ id: ZId }),
  value: ZStaffPromotion,
});

export const createPromotion = defineEndpoint({
  method: 'POST',
  path: '/bo/api/promotions',
  auth: 'staff',
  roles: ROLES.promotions,
  moduleId: 'backoffice',
  summary: 'A new promotion, as a draft',
  body: ZPromotionInput,
  value: ZStaffPromotion,
});

export const updatePromotion = defineEndpoint({
  method: 'PUT',
  path: '/bo/api/promotions/:id',
  auth: 'staff',
  roles: ROLES.promotions,
  moduleId: 'backoffice',
  summary: 'Change a promotion; rewards already given keep the rules they were given under',
  params: z.object({ id: ZId }),
  body: ZPromotionInput,
  value: ZStaffPromotion,
});

export const setPromotionStatus = defineEndpoint({
  method: 'POST',
  path: '/bo/api/promotions/:id/status',
  auth: 'staff',
  roles: ROLES.promotions,
  moduleId: 'backoffice',
  summary: 'Put a promotion live, back to draft (only before anyone took part) or end it',
  params: z.object({ id: ZId }),
  body: z.object({ status: z.enum(PROMOTION_STATUSES) }),
  value: ZStaffPromotion,
});

export const previewPromotion = defineEndpoint({
  method: 'POST',
  path: '/bo/api/promotions/preview',
  auth: 'staff',
  roles: ROLES.promotions,
  moduleId: 'backoffice',
  summary: 'The card members would see for this input, in a language, as a visitor',
  body: z.object({ input: ZPromotionInput, language: ZLanguage }),
  value: ZPromotionCard,
});

export const ZApplication = z.object({
  entryId: z.string(),
  promotionId: z.string(),
  promotionTitle: z.string(),
  memberId: z.number().int(),
  username: z.string(),
  remark: z.string(),
  proofCount: z.number().int(),
  state: z.enum(['APPLYING', 'REJECTED', 'ISSUED', 'CLAIMED', 'CLAIM']),
  amount: z.number().nullable(),
  reason: z.string().nullable(),
  appliedAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type Application = z.infer<typeof ZApplication>;

export const listApplications = defineEndpoint({
  method: 'GET',
  path: '/bo/api/promotion-applications',
  auth: 'staff',
  roles: ROLES.promotionReaders,
  moduleId: 'backoffice',
  summary: 'Applications to applied promotions: the queue (APPLYING, oldest first) or the decided ones',
  query: z.object({
    state: z.enum(['APPLYING', 'DECIDED']).default('APPLYING'),
    promotionId: ZId.optional(),
    pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  }),
  value: z.object({
    list: z.array(ZApplication),
    total: z.number().int(),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
  }),
});

export const getApplicationProof = defineEndpoint({
  method: 'GET',
  path: '/bo/api/promotion-applications/:id/proofs/:index',
  auth: 'staff',
  roles: ROLES.promotionReaders,
  moduleId: 'backoffice',
  summary: 'A proof image sent with an application (1-based)',
  params: z.object({ id: ZId, index: z.coerce.number().int().min(1).max(3) }),
  value: ZProof,
});

export const approveApplication = defineEndpoint({
  method: 'POST',
  path: '/bo/api/promotion-applications/:id/approve',
  auth: 'staff',
  roles: ROLES.moneyReview,
  moduleId: 'backoffice',
  summary: "Grant an application: the promotion's fixed reward, or the amount staff set (within its cap)",
  params: z.object({ id: ZId }),
  body: z.object({ amount: z.number().positive().max(1e12).nullable().default(null) }),
  value: ZApplication,
});

export const rejectApplication = defineEndpoint({
  method: 'POST',
  path: '/bo/api/promotion-applications/:id/reject',
  auth: 'staff',
  roles: ROLES.moneyReview,
  moduleId: 'backoffice',
  summary: 'Refuse an application with the reason the member reads',
  params: z.object({ id: ZId }),
  body: z.object({ reason: text(200).min(2) }),
  value: ZApplication,
});

export const listStaffBonuses = defineEndpoint({
  method: 'GET',
  path: '/bo/api/bonuses',
  auth: 'staff',
  roles: ROLES.promotionReaders,
  moduleId: 'backoffice',
  summary: "Bonuses, newest first: one member's, or one promotion's, by state",
  query: z.object({
    memberId: z.coerce.number().int().positive().optional(),
    promotionId: ZId.optional(),
    state: z.enum(BONUS_STATES).optional(),
    pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  }),
  value: z.object({
    list: z.array(ZBonus.extend({ memberId: z.number().int(), username: z.string() })),
    total: z.number().int(),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
  }),
});

export const forfeitStaffBonus = defineEndpoint({
  method: 'POST',
  path: '/bo/api/bonuses/:id/forfeit',
  auth: 'staff',
  roles: ROLES.money,
  moduleId: 'backoffice',
  summary: 'Take back a wagering bonus (abuse): its money leaves the bonus wallet',
  params: z.object({ id: ZId }),
  body: z.object({ reason: text(200).min(2) }),
  value: ZBonus,
});
