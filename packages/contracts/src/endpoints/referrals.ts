import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';

/**
 * Invite friends (issue 16, decision 0044; spec §1, §2.3 `referral`). Every member has a referral
 * code and a link that opens registration with it (`?referralCode=`). The referrer is rewarded when
 * a friend registered by it registers, makes a first deposit of at least the brand's minimum, and
 * reaches the brand's valid-bet threshold, each once per friend. A friend who registered from the
 * referrer's own network or device is held for staff's review, with the rewards it earns. Money in
 * major units.
 */

/** The steps a friend's rewards are paid for. */
export const REFERRAL_STAGES = ['REGISTER', 'FIRST_DEPOSIT', 'VALID_BET'] as const;
export type ReferralStage = (typeof REFERRAL_STAGES)[number];

/** A reward: paid, held for review (the abuse guards), or refused by staff. */
export const REFERRAL_REWARD_STATES = ['PAID', 'HELD', 'REJECTED'] as const;
export type ReferralRewardState = (typeof REFERRAL_REWARD_STATES)[number];

/** Why a friend was held: registered from the referrer's network, or from the referrer's device. */
export const REFERRAL_FLAGS = ['SAME_IP', 'SAME_DEVICE'] as const;
export type ReferralFlag = (typeof REFERRAL_FLAGS)[number];

export const ZReferralRules = z.object({
  enabled: z.boolean(),
  /** What the referrer gets per friend at each step (0: nothing at that step). */
  registerReward: z.number(),
  firstDepositReward: z.number(),
  /** The first deposit counts from this amount. */
  firstDepositMin: z.number(),
  validBetReward: z.number(),
  /** The friend's total valid bet that earns `validBetReward`. */
  validBetThreshold: z.number(),
});
export type ReferralRules = z.infer<typeof ZReferralRules>;

export const getReferralInfo = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getReferralInfo',
  auth: 'member',
  moduleId: 'referral',
  summary: "The member's referral code and link, the brand's referral rewards, and what inviting has earned",
  value: z.object({
    code: z.string(),
    /** The brand's site with `?referralCode=`, to share or show as a QR code. */
    link: z.string(),
    rules: ZReferralRules,
    friends: z.number().int(),
    /** Friends who made a first deposit. */
    depositedFriends: z.number().int(),
    earned: z.number(),
    held: z.number(),
  }),
});

export const ZReferralFriend = z.object({
  /** Masked: the first two and the last character. */
  username: z.string(),
  registeredAt: z.string(),
  /** Steps reached, in order. */
  stages: z.array(z.enum(REFERRAL_STAGES)),
  /** The friend's valid bet so far toward the threshold (major units). */
  validBet: z.number(),
  rewards: z.array(
    z.object({ stage: z.enum(REFERRAL_STAGES), amount: z.number(), state: z.enum(REFERRAL_REWARD_STATES) }),
  ),
});
export type ReferralFriend = z.infer<typeof ZReferralFriend>;

export const listReferralFriends = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getReferralFriends',
  auth: 'member',
  moduleId: 'referral',
  summary: 'The friends the member invited, newest first, with the steps they reached and the rewards',
  query: z.object({
    pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(50).default(10),
  }),
  value: z.object({
    list: z.array(ZReferralFriend),
    total: z.number().int(),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
  }),
});
