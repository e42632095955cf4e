import type { Random } from './random.js';

/**
 * What a real vendor's network and retry logic do to a wallet API, on purpose: each round draws
 * which of these happen, each with its own probability.
 * - `duplicateBet`: the bet is sent a second time, identical (a double submit); it must be booked once.
 * - `lostAnswer`: the bet's or the win's answer is lost on the way back, so the vendor sends the same
 *   call again; the retry must answer as the first did and move no more money.
 * - `rollbackBeforeBet`: the vendor cancels the round, and its rollback overtakes the bet it cancels;
 *   the late bet must then be refused.
 * - `rollback`: the vendor cancels a round whose bet went through; the stake comes back.
 */
export interface ChaosOdds {
  duplicateBet: number;
  lostAnswer: number;
  rollbackBeforeBet: number;
  rollback: number;
}

export const DEFAULT_CHAOS: ChaosOdds = {
  duplicateBet: 0.15,
  lostAnswer: 0.15,
  rollbackBeforeBet: 0.08,
  rollback: 0.08,
};
export const NO_CHAOS: ChaosOdds = { duplicateBet: 0, lostAnswer: 0, rollbackBeforeBet: 0, rollback: 0 };

export type ChaosKind =
  | 'duplicate-bet'
  | 'lost-bet-answer'
  | 'lost-win-answer'
  | 'rollback-before-bet'
  | 'rollback';

export interface RoundPlan {
  /** How the round is cancelled, if it is. */
  cancel: 'before-bet' | 'after-bet' | null;
  duplicateBet: boolean;
  /** Which call's answer is lost (and the call retried). */
  lostAnswer: 'bet' | 'win' | null;
}

/** One round's chaos. Always the same number of draws, so a seeded run replays exactly. */
export function planRound(random: Random, odds: ChaosOdds): RoundPlan {
  const [cancelDraw, duplicateDraw, lostDraw, whichDraw] = [random(), random(), random(), random()];
  const cancel =
    cancelDraw < odds.rollbackBeforeBet
      ? 'before-bet'
      : cancelDraw < odds.rollbackBeforeBet + odds.rollback
        ? 'after-bet'
        : null;
  if (cancel === 'before-bet') return { cancel, duplicateBet: false, lostAnswer: null };
  const lost = lostDraw < odds.lostAnswer;
  return {
    cancel,
    duplicateBet: duplicateDraw < odds.duplicateBet,
    // A cancelled round sends no win, so only its bet's answer can be lost.
    lostAnswer: !lost ? null : cancel === 'after-bet' || whichDraw < 0.5 ? 'bet' : 'win',
  };
}

/** The plan as the list of what happened, for logs and summaries. */
export function chaosOf(plan: RoundPlan): ChaosKind[] {
  const kinds: ChaosKind[] = [];
  if (plan.cancel === 'before-bet') kinds.push('rollback-before-bet');
  if (plan.cancel === 'after-bet') kinds.push('rollback');
  if (plan.duplicateBet) kinds.push('duplicate-bet');
  if (plan.lostAnswer) kinds.push(plan.lostAnswer === 'bet' ? 'lost-bet-answer' : 'lost-win-answer');
  return kinds;
}
