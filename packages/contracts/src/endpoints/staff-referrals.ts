import { z } from 'zod';
import { text } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import { ROLES } from '../staff-roles.js';
import { REFERRAL_FLAGS, REFERRAL_REWARD_STATES, REFERRAL_STAGES } from './referrals.js';

/**
 * The back office's invite friends (issue 16, decision 0044): the brand's referral rewards, and the
 * rewards the abuse guards held, which staff pay or refuse. Money in major units.
 */

const ZMoney = z.number().min(0).max(1e9);

export const ZReferralSettings = z.object({
  enabled: z.boolean(),
  registerReward: ZMoney,
  firstDepositReward: ZMoney,
  firstDepositMin: ZMoney,
  validBetReward: ZMoney,
  validBetThreshold: ZMoney,
  /** Whether a friend from the referrer's network or device is held for review. */
  holdSameIp: z.boolean(),
  holdSameDevice: z.boolean(),
});
export type ReferralSettings = z.output<typeof ZReferralSettings>;

export const getReferralSettings = defineEndpoint({
  method: 'GET',
  path: '/bo/api/referral/settings',
  auth: 'staff',
  roles: ROLES.promotionReaders,
  moduleId: 'backoffice',
  summary: "The brand's referral rewards and abuse guards",
  value: ZReferralSettings,
});

export const saveReferralSettings = defineEndpoint({
  method: 'PUT',
  path: '/bo/api/referral/settings',
  auth: 'staff',
  roles: ROLES.promotions,
  moduleId: 'backoffice',
  summary: "Change the brand's referral rewards (steps reached later are paid at the new amounts)",
  body: ZReferralSettings,
  value: ZReferralSettings,
});

export const ZStaffReferralReward = z.object({
  id: z.string(),
  referrerId: z.number().int(),
  referrer: z.string(),
  friendId: z.number().int(),
  friend: z.string(),
  stage: z.enum(REFERRAL_STAGES),
  amount: z.number(),
  state: z.enum(REFERRAL_REWARD_STATES),
  flags: z.array(z.enum(REFERRAL_FLAGS)),
  /** The friend's registration IP and the referrer's IP it matched, for the review. */
  friendIp: z.string().nullable(),
  reason: z.string().nullable(),
  decidedBy: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type StaffReferralReward = z.infer<typeof ZStaffReferralReward>;

export const listReferralRewards = defineEndpoint({
  method: 'GET',
  path: '/bo/api/referral-rewards',
  auth: 'staff',
  roles: ROLES.promotionReaders,
  moduleId: 'backoffice',
  summary: 'Referral rewards, held ones oldest first, else newest first',
  query: z.object({
    state: z.enum(REFERRAL_REWARD_STATES).optional(),
    q: text(64).optional(),
    pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  }),
  value: z.object({ list: z.array(ZStaffReferralReward), total: z.number().int() }),
});

const ZRewardId = z.object({ id: z.string().regex(/^[1-9]\d{0,17}$/u, 'id') });

export const approveReferralReward = defineEndpoint({
  method: 'POST',
  path: '/bo/api/referral-rewards/:id/approve',
  auth: 'staff',
  roles: ROLES.money,
  moduleId: 'backoffice',
  summary: 'Pay a held referral reward to the referrer',
  params: ZRewardId,
  value: ZStaffReferralReward,
});

export const rejectReferralReward = defineEndpoint({
  method: 'POST',
  path: '/bo/api/referral-rewards/:id/reject',
  auth: 'staff',
  roles: ROLES.money,
  moduleId: 'backoffice',
  summary: 'Refuse a held referral reward, with a reason',
  params: ZRewardId,
  body: z.object({ reason: text(200).min(2) }),
  value: ZStaffReferralReward,
});
