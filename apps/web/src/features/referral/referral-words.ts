import type { ReferralFriend, ReferralRewardState, ReferralRules, ReferralStage } from '@tessera/contracts';
import { REFERRAL_STAGES } from '@tessera/contracts';
import { dateLocale, formatAmount } from '../../i18n/numbers';

/** The friends read per page of the list. */
export const FRIENDS_PAGE_SIZE = 10;

/** A step of "How it works": what the friend does and what the member gets for it. */
export interface HowStep {
  stage: ReferralStage;
  reward: number;
  /** The first deposit's minimum, or the valid bet to reach; null for registering. */
  amount: number | null;
}

/**
 * The steps the brand pays for, in order: registering, a first deposit of at least the minimum, a
 * valid bet reaching the threshold. A step whose reward is 0 pays nothing and is left out.
 */
export function howItWorks(rules: ReferralRules): HowStep[] {
  const steps: HowStep[] = [
    { stage: 'REGISTER', reward: rules.registerReward, amount: null },
    { stage: 'FIRST_DEPOSIT', reward: rules.firstDepositReward, amount: rules.firstDepositMin },
    { stage: 'VALID_BET', reward: rules.validBetReward, amount: rules.validBetThreshold },
  ];
  return steps.filter((step) => step.reward > 0);
}

/** One step of a friend's progress: reached or not, and the reward it earned if any. */
export interface FriendStep {
  stage: ReferralStage;
  reached: boolean;
  reward: { amount: number; state: ReferralRewardState } | null;
}

/** The friend's three steps in order, each marked reached, with the reward paid, held or refused. */
export function friendSteps(friend: Pick<ReferralFriend, 'stages' | 'rewards'>): FriendStep[] {
  return REFERRAL_STAGES.map((stage) => {
    const reward = friend.rewards.find((r) => r.stage === stage);
    return {
      stage,
      reached: friend.stages.includes(stage) || reward !== undefined,
      reward: reward ? { amount: reward.amount, state: reward.state } : null,
    };
  });
}

/** How many of the three steps the friend reached (the progress line's length). */
export function reachedCount(steps: readonly FriendStep[]): number {
  return steps.filter((step) => step.reached).length;
}

/**
 * The friend's valid bet toward the threshold as a share from 0 to 1 (full once reached or passed);
 * null when the brand sets no threshold.
 */
export function validBetShare(validBet: number, threshold: number): number | null {
  if (!(threshold > 0)) return null;
  return Math.min(1, Math.max(0, validBet / threshold));
}

/** The pages a list of `total` friends fills (at least one, so an empty list reads "1 of 1"). */
export function pageCount(total: number, pageSize = FRIENDS_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * Money as the page writes it: `৳ 500` when whole, `৳ 12.50` otherwise (the currency's decimals),
 * the symbol held to its digits by a no-break space.
 */
export function money(amount: number, symbol: string, scale: number): string {
  return `${symbol}\u00a0${formatAmount(amount, Number.isInteger(amount) ? 0 : scale)}`;
}

/** A friend's registration day in the language's words (Latin digits); the text as sent if unreadable. */
export function registeredDay(iso: string, language: string): string {
  const moment = new Date(iso);
  if (Number.isNaN(moment.getTime())) return iso;
  return new Intl.DateTimeFormat(dateLocale(language), { dateStyle: 'medium' }).format(moment);
}

/** Whether the browser offers its share sheet for a link (phones mostly; not every desktop). */
export function canShare(nav: Pick<Navigator, 'share'> | undefined, url: string): boolean {
  if (!nav || typeof nav.share !== 'function') return false;
  const withCheck = nav as Pick<Navigator, 'share'> & { canShare?: (data: ShareData) => boolean };
  return typeof withCheck.canShare === 'function' ? withCheck.canShare({ url }) : true;
}

/** A share the member closed is not a failure; anything else is. */
export function isShareCancelled(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}
