import { z } from 'zod';
import { text } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import { GAME_CATEGORIES } from './games.js';
import { ZRequestId } from './wallet.js';

/**
 * Points and the points mall (issue 16, decision 0042; spec §3, §4, §7.5, §9). Points are whole
 * numbers kept in their own book of the ledger: earned per valid bet at the brand's rate per
 * category (basis points of the bet's major amount: 100 = 1 point per 100 of the currency), never
 * expiring, spent on mall items (a redeem request staff approve or reject) or converted to cash at
 * the brand's ratio (`convertPoints` points give `convertAmount`). Money in major units.
 */

/** The points book's currency in the ledger (whole points): wallets in it are counts, not money. */
export const POINTS_CURRENCY = 'PTS';

/** Redeem requests as spec §4 names them: in process, approved, rejected. */
export const REDEEM_STATUSES = ['IN_PROCESS', 'APPROVED', 'REJECTED'] as const;
export type RedeemStatus = (typeof REDEEM_STATUSES)[number];

/** Lines of the points details: earned by play, converted to cash, spent on a redeem, given back, set by staff. */
export const POINT_MOVES = ['EARN', 'CONVERT', 'REDEEM', 'REFUND', 'REWARD', 'ADJUST'] as const;
export type PointMove = (typeof POINT_MOVES)[number];

/** What a redeem asks for the delivery (spec §3: name, quantity, receiving address, mobile). */
export const REDEEM_LIMITS = { name: 64, address: 200, mobile: 20, maxQuantity: 99 } as const;

const ZPoints = z.number().int();
const ZPassword = z.string().max(64);
const ZPage = {
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
};
const ZPaged = {
  total: z.number().int(),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
};
export const ZItemId = z.string().regex(/^[1-9]\d{0,17}$/u, 'item id');

export const ZPointBalance = z.object({
  points: ZPoints,
  /** What the balance would convert to now, in money (whole steps of the ratio only). */
  cashValue: z.number(),
});
export type PointBalance = z.infer<typeof ZPointBalance>;

export const ZPointConfig = z.object({
  /** Points per 100 of the currency of valid bet in each category, in basis points of one point. */
  earn: z.array(z.object({ category: z.enum(GAME_CATEGORIES), rateBp: z.number().int() })),
  /** The exchange ratio: `convertPoints` points give `convertAmount` of money; conversions go in these steps. */
  convertPoints: ZPoints,
  convertAmount: z.number(),
  /** Whether members may convert points to cash at all. */
  convertEnabled: z.boolean(),
  /** The brand's copy text for the mall (spec §9), in the request's language. */
  copyText: z.string(),
});
export type PointConfig = z.infer<typeof ZPointConfig>;

export const ZMallItem = z.object({
  id: z.string(),
  /** In the request's language. */
  name: z.string(),
  description: z.string(),
  /** An image path under the site (the demo's artwork) or an absolute https URL. */
  image: z.string().nullable(),
  /** Points per piece. */
  points: ZPoints,
  /** The cumulative valid bet a member must have reached to redeem it (0: none). */
  amountRequired: z.number(),
  /** Pieces left; null: no limit. */
  stock: z.number().int().nullable(),
});
export type MallItem = z.infer<typeof ZMallItem>;

export const ZRedeem = z.object({
  id: z.string(),
  itemId: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  quantity: z.number().int(),
  /** The points taken: points per piece × quantity. */
  points: ZPoints,
  amountRequired: z.number(),
  status: z.enum(REDEEM_STATUSES),
  receiverName: z.string(),
  address: z.string(),
  mobile: z.string(),
  /** Filled by staff on approval: where the prize was paid and what it was worth. */
  paidAccount: z.string().nullable(),
  paidAmount: z.number().nullable(),
  /** Staff's reason on rejection. */
  reason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type Redeem = z.infer<typeof ZRedeem>;

export const ZPointLine = z.object({
  id: z.string(),
  type: z.enum(POINT_MOVES),
  /** Changed points: positive earned or given back, negative spent. */
  points: ZPoints,
  /** Money the line moved (a conversion's cash); null for the rest. */
  amount: z.number().nullable(),
  /** Done for every line but a redeem still in process. */
  status: z.enum(['DONE', 'IN_PROCESS', 'APPROVED', 'REJECTED']),
  /** In the request's language: the day and categories of play, the item redeemed, … */
  remark: z.string(),
  /** The points balance right after this line. */
  balance: ZPoints,
  /** For conversions, the ratio used ("100:1.00"); else null. */
  ratio: z.string().nullable(),
  createdAt: z.string(),
});
export type PointLine = z.infer<typeof ZPointLine>;

export const getPointBalance = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCS2_getPointBalance',
  auth: 'member',
  moduleId: 'points',
  summary: "The member's points and what they would convert to now",
  value: ZPointBalance,
});

export const getPointConfig = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCS2_getPointConfig',
  auth: 'member',
  moduleId: 'points',
  summary:
    "The brand's points rules: earning rates per category, the exchange ratio and the mall's copy text",
  value: ZPointConfig,
});

export const getPointRewards = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCS2_getPointReward',
  auth: 'member',
  moduleId: 'points',
  summary: 'The points mall: the items on offer with their points, requirement and stock',
  value: z.object({ list: z.array(ZMallItem) }),
});

export const listRedeems = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCS2_getRedeemPointList',
  auth: 'member',
  moduleId: 'points',
  summary: "The member's redeem history, newest first",
  query: z.object({ status: z.enum(REDEEM_STATUSES).optional(), ...ZPage }),
  value: z.object({ list: z.array(ZRedeem), ...ZPaged }),
});

export const listPointLines = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/ODSFE2_MemTransDet',
  auth: 'member',
  moduleId: 'points',
  summary: "Points details: every change of the member's points with the balance after it, newest first",
  query: z.object({ type: z.enum(POINT_MOVES).optional(), ...ZPage }),
  value: z.object({ list: z.array(ZPointLine), ...ZPaged }),
});

export const redeemPointReward = defineEndpoint({
  method: 'POST',
  path: '/wps/relay/passwordCheck/MCS2_redeemPointReward',
  auth: 'member',
  encrypted: true,
  moduleId: 'points',
  summary: 'Redeem a mall item: its points are held and its stock taken until staff approve or reject',
  body: z.object({
    itemId: ZItemId,
    quantity: z.number().int().min(1).max(REDEEM_LIMITS.maxQuantity),
    receiverName: text(REDEEM_LIMITS.name).min(1),
    address: text(REDEEM_LIMITS.address).min(1),
    mobile: text(REDEEM_LIMITS.mobile).regex(/^\+?[0-9 -]{6,20}$/u, 'mobile'),
    paymentPassword: ZPassword,
    requestId: ZRequestId.optional(),
  }),
  value: z.object({ redeem: ZRedeem, points: ZPoints, replayed: z.boolean() }),
});

export const convertPoints = defineEndpoint({
  method: 'POST',
  path: '/wps/relay/passwordCheck/MCS2_convertPoint',
  auth: 'member',
  encrypted: true,
  moduleId: 'points',
  summary: 'Convert points to cash in the main wallet at the brand ratio, in whole steps of it',
  body: z.object({
    points: z.number().int().positive().max(1_000_000_000_000),
    paymentPassword: ZPassword,
    requestId: ZRequestId.optional(),
  }),
  value: z.object({
    points: ZPoints,
    amount: z.number(),
    /** The points balance and the main balance after the conversion. */
    pointBalance: ZPoints,
    balance: z.number(),
    replayed: z.boolean(),
  }),
});

/** The remark of each points details line, in the member's language (`{…}` filled by the server). */
export const POINT_REMARKS = {
  EARN: { EN: 'Valid bet of {day}', BN: '{day} তারিখের বৈধ বাজি' },
  CONVERT: { EN: 'Converted to {amount}', BN: '{amount}-এ রূপান্তর' },
  REDEEM: { EN: '{item} × {quantity}', BN: '{item} × {quantity}' },
  REFUND: { EN: 'Returned: {reason}', BN: 'ফেরত: {reason}' },
  REWARD: { EN: 'Reward: {reason}', BN: 'পুরস্কার: {reason}' },
  ADJUST: { EN: 'By staff: {reason}', BN: 'কর্মীদের দ্বারা: {reason}' },
} as const satisfies Record<PointMove, { EN: string; BN: string }>;
