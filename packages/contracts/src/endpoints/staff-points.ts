import { z } from 'zod';
import { text } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import { ROLES } from '../staff-roles.js';
import { GAME_CATEGORIES } from './games.js';
import { REDEEM_STATUSES, ZItemId } from './points.js';
import { ZMemberParams } from './staff-members.js';
import { localized, ZSiteImage } from './staff-promotions.js';

/**
 * The back office's points (issue 16, decision 0042): the brand's points rules, the mall's items
 * and their stock, and the redeem queue (approve with the account paid and the amount, or reject
 * and give the points back). Money in major units; earning rates in basis points of a point per
 * unit of the currency.
 */

export const POINT_ITEM_LIMITS = { name: 80, description: 500, copyText: 300 } as const;

export const ZPointSettings = z.object({
  /** Earning rate per category; a category left out earns nothing. */
  earn: z.array(
    z.object({ category: z.enum(GAME_CATEGORIES), rateBp: z.number().int().min(0).max(100_000) }),
  ),
  convertPoints: z.number().int().min(1).max(1_000_000_000),
  convertAmount: z.number().positive().max(1e9),
  convertEnabled: z.boolean(),
  copyText: localized(POINT_ITEM_LIMITS.copyText).default({}),
});
export type PointSettings = z.output<typeof ZPointSettings>;

export const ZPointItemInput = z.object({
  name: localized(POINT_ITEM_LIMITS.name),
  description: localized(POINT_ITEM_LIMITS.description).default({}),
  image: ZSiteImage.nullable().default(null),
  points: z.number().int().min(1).max(1_000_000_000),
  amountRequired: z.number().min(0).max(1e12).default(0),
  /** Pieces on offer; null: no limit. */
  stock: z.number().int().min(0).max(1_000_000).nullable().default(null),
  enabled: z.boolean().default(true),
  sortOrder: z.number().int().min(0).max(9_999).default(0),
});
export type PointItemInput = z.output<typeof ZPointItemInput>;

export const ZStaffPointItem = ZPointItemInput.extend({
  id: z.string(),
  /** Pieces redeemed: in process and approved. */
  redeemed: z.number().int(),
  updatedAt: z.string(),
});
export type StaffPointItem = z.infer<typeof ZStaffPointItem>;

export const ZStaffRedeem = z.object({
  id: z.string(),
  memberId: z.number().int(),
  username: z.string(),
  itemId: z.string(),
  itemName: z.string(),
  quantity: z.number().int(),
  points: z.number().int(),
  status: z.enum(REDEEM_STATUSES),
  receiverName: z.string(),
  address: z.string(),
  mobile: z.string(),
  paidAccount: z.string().nullable(),
  paidAmount: z.number().nullable(),
  reason: z.string().nullable(),
  decidedBy: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type StaffRedeem = z.infer<typeof ZStaffRedeem>;

const ZRedeemId = z.string().regex(/^[1-9]\d{0,17}$/u, 'id');

export const getPointSettings = defineEndpoint({
  method: 'GET',
  path: '/bo/api/points/settings',
  auth: 'staff',
  roles: ROLES.promotionReaders,
  moduleId: 'backoffice',
  summary: "The brand's points rules: earning rates, the exchange ratio, the mall's copy text",
  value: ZPointSettings,
});

export const savePointSettings = defineEndpoint({
  method: 'PUT',
  path: '/bo/api/points/settings',
  auth: 'staff',
  roles: ROLES.promotions,
  moduleId: 'backoffice',
  summary: "Change the brand's points rules (rates apply to play not yet credited)",
  body: ZPointSettings,
  value: ZPointSettings,
});

export const listPointItems = defineEndpoint({
  method: 'GET',
  path: '/bo/api/points/items',
  auth: 'staff',
  roles: ROLES.promotionReaders,
  moduleId: 'backoffice',
  summary: "The mall's items, switched off ones too, with what each has given",
  value: z.object({ list: z.array(ZStaffPointItem) }),
});

export const createPointItem = defineEndpoint({
  method: 'POST',
  path: '/bo/api/points/items',
  auth: 'staff',
  roles: ROLES.promotions,
  moduleId: 'backoffice',
  summary: 'Put an item in the mall',
  body: ZPointItemInput,
  value: ZStaffPointItem,
});

export const updatePointItem = defineEndpoint({
  method: 'PUT',
  path: '/bo/api/points/items/:id',
  auth: 'staff',
  roles: ROLES.promotions,
  moduleId: 'backoffice',
  summary: 'Change a mall item (its stock is what is left now; redeems in process keep theirs)',
  params: z.object({ id: ZItemId }),
  body: ZPointItemInput,
  value: ZStaffPointItem,
});

export const listStaffRedeems = defineEndpoint({
  method: 'GET',
  path: '/bo/api/points/redeems',
  auth: 'staff',
  roles: ROLES.promotionReaders,
  moduleId: 'backoffice',
  summary: 'Redeem requests, oldest first in process, else newest first',
  query: z.object({
    status: z.enum(REDEEM_STATUSES).optional(),
    q: text(64).optional(),
    pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  }),
  value: z.object({ list: z.array(ZStaffRedeem), total: z.number().int() }),
});

export const approveRedeem = defineEndpoint({
  method: 'POST',
  path: '/bo/api/points/redeems/:id/approve',
  auth: 'staff',
  roles: ROLES.money,
  moduleId: 'backoffice',
  summary: 'Approve a redeem with where the prize was paid and what it was worth; its points are spent',
  params: z.object({ id: ZRedeemId }),
  body: z.object({ paidAccount: text(120).min(2), paidAmount: z.number().min(0).max(1e12) }),
  value: ZStaffRedeem,
});

export const rejectRedeem = defineEndpoint({
  method: 'POST',
  path: '/bo/api/points/redeems/:id/reject',
  auth: 'staff',
  roles: ROLES.money,
  moduleId: 'backoffice',
  summary: 'Reject a redeem with a reason: its points go back to the member and its pieces to the stock',
  params: z.object({ id: ZRedeemId }),
  body: z.object({ reason: text(200).min(2) }),
  value: ZStaffRedeem,
});

/** Give or take a member's points by hand (goodwill, corrections), with a reason the member reads. */
export const adjustMemberPoints = defineEndpoint({
  method: 'POST',
  path: '/bo/api/members/:memberId/points',
  auth: 'staff',
  roles: ROLES.money,
  moduleId: 'backoffice',
  summary: 'Add (positive) or take (negative) points of a member, never below zero, with a reason',
  params: ZMemberParams,
  body: z.object({
    points: z
      .number()
      .int()
      .refine((n) => n !== 0, 'not zero')
      .refine((n) => Math.abs(n) <= 100_000_000, 'at most 100,000,000'),
    reason: text(200).min(2),
    requestId: z.uuid().optional(),
  }),
  value: z.object({ points: z.number().int(), balance: z.number().int() }),
});
