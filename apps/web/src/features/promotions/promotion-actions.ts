import type { PromotionCard, PromotionState, PromotionType } from '@tessera/contracts';

/** What a card's button does: take part, apply, claim, go deposit or play, see the bonus; or nothing. */
export type CardAction = 'join' | 'apply' | 'claim' | 'deposit' | 'play' | 'bonus';

/**
 * The card's button (issue 15): JOIN joins (an applied promotion applies), CLAIM claims, JOINED and
 * PROCESS wait for a deposit (or, for a rebate or cash back, for play), ISSUED has a bonus wagering;
 * every other state is a disabled button that names it.
 */
export function actionOf(card: Pick<PromotionCard, 'state' | 'type'>): CardAction | null {
  switch (card.state) {
    case 'JOIN':
      return card.type === 'APPLIED' ? 'apply' : 'join';
    case 'CLAIM':
      return 'claim';
    case 'JOINED':
    case 'PROCESS':
      return card.type === 'REBATE' || card.type === 'CASHBACK' ? 'play' : 'deposit';
    case 'ISSUED':
      return 'bonus';
    default:
      return null;
  }
}

/** Catalogue key of a state's badge (and of the disabled button of a state without an action). */
export const stateKey = (state: PromotionState) => `promo_state_${state.toLowerCase()}`;

/** Catalogue key of an action's button. */
export const actionKey = (action: CardAction) => `promo_action_${action}`;

/** Badge tone of a state: what the member can do now stands out, what is over is quiet. */
export function stateTone(state: PromotionState): 'action' | 'progress' | 'done' | 'bad' | 'quiet' {
  if (state === 'JOIN' || state === 'CLAIM') return 'action';
  if (state === 'JOINED' || state === 'PROCESS' || state === 'APPLYING' || state === 'ISSUED')
    return 'progress';
  if (state === 'CLAIMED') return 'done';
  if (state === 'REJECTED') return 'bad';
  return 'quiet';
}

/** The filter chips of /promotions: every type, or one. */
export const FILTERS = [
  'ALL',
  'FIRST_DEPOSIT',
  'DEPOSIT',
  'REBATE',
  'CASHBACK',
  'APPLIED',
] as const satisfies readonly (PromotionType | 'ALL')[];
export type Filter = (typeof FILTERS)[number];

export function filterOf(value: string | null): Filter {
  return (FILTERS as readonly string[]).includes(value ?? '') ? (value as Filter) : 'ALL';
}

/** The reward centre's three lists, each in the server's order. */
export interface RewardGroups {
  claim: PromotionCard[];
  progress: PromotionCard[];
  history: PromotionCard[];
}

/**
 * What can be claimed now; what is under way (joined, waiting for a deposit, under review, a bonus
 * wagering); and what is over for the member: claimed, rejected, or closed after they took part
 * (a promotion they never entered is not their history).
 */
export function rewardGroups(cards: readonly PromotionCard[]): RewardGroups {
  const groups: RewardGroups = { claim: [], progress: [], history: [] };
  for (const card of cards) {
    if (card.state === 'CLAIM') groups.claim.push(card);
    else if (['JOINED', 'PROCESS', 'APPLYING', 'ISSUED'].includes(card.state)) groups.progress.push(card);
    else if (card.state === 'CLAIMED' || card.state === 'REJECTED') groups.history.push(card);
    else if (card.state === 'CLOSED' && card.entry) groups.history.push(card);
  }
  return groups;
}
