import type { ReferralSettings, ReferralStage } from '@tessera/contracts';
import { zeroOrAmount } from '../promotions/promotion-form';
import { amountText } from '../promotions/vip-levels';

/**
 * The brand's referral rules as their form holds them (amounts as typed) and back to the call's
 * body. Every amount is major units read exactly; 0 is a step that pays nothing (or, for the
 * first-deposit minimum, any first deposit). An empty box is a problem rather than a silent 0.
 */
export interface ReferralDraft {
  enabled: boolean;
  registerReward: string;
  firstDepositReward: string;
  firstDepositMin: string;
  validBetReward: string;
  validBetThreshold: string;
  holdSameIp: boolean;
  holdSameDevice: boolean;
}

/** The amounts of the form, in its order. */
export const AMOUNT_FIELDS = [
  'registerReward',
  'firstDepositReward',
  'firstDepositMin',
  'validBetReward',
  'validBetThreshold',
] as const;
export type ReferralField = (typeof AMOUNT_FIELDS)[number];
/** What is wrong with a control: a catalogue key under `referrals.rules.invalid`. */
export type ReferralProblems = Partial<Record<ReferralField, 'amount' | 'threshold'>>;

/** The contract's ceiling of every amount (ZReferralSettings). */
export const MAX_REFERRAL_AMOUNT = 1e9;

export function referralDraftOf(settings: ReferralSettings, scale: number): ReferralDraft {
  return {
    enabled: settings.enabled,
    registerReward: amountText(settings.registerReward, scale),
    firstDepositReward: amountText(settings.firstDepositReward, scale),
    firstDepositMin: amountText(settings.firstDepositMin, scale),
    validBetReward: amountText(settings.validBetReward, scale),
    validBetThreshold: amountText(settings.validBetThreshold, scale),
    holdSameIp: settings.holdSameIp,
    holdSameDevice: settings.holdSameDevice,
  };
}

/**
 * The call's body and what is wrong with the form, control by control (only fit to send without
 * problems). A valid-bet reward needs a threshold above 0: a friend's valid bet of nothing is not
 * a step reached.
 */
export function referralBody(
  draft: ReferralDraft,
  scale: number,
): { body: ReferralSettings; problems: ReferralProblems } {
  const problems: ReferralProblems = {};
  const amounts = {} as Record<ReferralField, number>;
  for (const field of AMOUNT_FIELDS) {
    const text = draft[field].trim();
    const value = text === '' ? null : zeroOrAmount(text.replace(/,/gu, ''), scale);
    if (value === null || value > MAX_REFERRAL_AMOUNT) problems[field] = 'amount';
    amounts[field] = value ?? 0;
  }
  if (!problems.validBetThreshold && amounts.validBetReward > 0 && amounts.validBetThreshold === 0)
    problems.validBetThreshold = 'threshold';
  return {
    body: {
      enabled: draft.enabled,
      ...amounts,
      holdSameIp: draft.holdSameIp,
      holdSameDevice: draft.holdSameDevice,
    },
    problems,
  };
}

/** One step of what a referrer earns per friend, for the plain-words preview. */
export interface EarnStep {
  stage: ReferralStage;
  amount: number;
  /** The first deposit's minimum, or the valid bet to reach; 0 for registration or any deposit. */
  condition: number;
}

/**
 * What a referrer earns for one friend, step by step in the order a friend reaches them (steps
 * paying 0 left out), and the most one friend can bring, added exactly in minor units.
 */
export function earnSteps(settings: ReferralSettings, scale: number): { steps: EarnStep[]; total: number } {
  const all: EarnStep[] = [
    { stage: 'REGISTER', amount: settings.registerReward, condition: 0 },
    { stage: 'FIRST_DEPOSIT', amount: settings.firstDepositReward, condition: settings.firstDepositMin },
    { stage: 'VALID_BET', amount: settings.validBetReward, condition: settings.validBetThreshold },
  ];
  const steps = all.filter((step) => step.amount > 0);
  const factor = 10 ** scale;
  const minor = steps.reduce((sum, step) => sum + Math.round(step.amount * factor), 0);
  return { steps, total: minor / factor };
}
