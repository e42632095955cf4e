import { type LeaderboardPeriod, type LeaderboardSettings, MISSION_LIMITS } from '@tessera/contracts';
import { zeroOrAmount } from '../promotions/promotion-form';
import { amountText } from '../promotions/vip-levels';
import { wholeIn } from './mission-form';

/**
 * The leaderboard's rules as their form holds them: the prize of each rank as typed (rank 1
 * first; `0` is a rank without a prize), the ranks counted as typed.
 */
export interface LeaderboardDraft {
  enabled: boolean;
  period: LeaderboardPeriod;
  prizes: string[];
  rankShown: string;
}

/** A control of the form: `prize:0` (rank 1), `rankShown`. */
export type LeaderboardField = `prize:${number}` | 'rankShown' | 'prizes';
/** What is wrong with a control: a catalogue key under `leaderboard.invalid`. */
export type LeaderboardProblems = Partial<Record<LeaderboardField, string>>;

export const RANKS_SHOWN = { min: 10, max: 10_000 } as const;
const MAX_PRIZE = 1e9;

export function leaderboardDraftOf(settings: LeaderboardSettings, scale: number): LeaderboardDraft {
  return {
    enabled: settings.enabled,
    period: settings.period,
    prizes: settings.prizes.map((prize) => amountText(prize, scale)),
    rankShown: String(settings.rankShown),
  };
}

/**
 * The call's body and what is wrong with the form, control by control (only fit to send without
 * problems). An empty prize is a problem rather than a silent 0: a rank is removed with its button.
 */
export function leaderboardBody(
  draft: LeaderboardDraft,
  scale: number,
): { body: LeaderboardSettings; problems: LeaderboardProblems } {
  const problems: LeaderboardProblems = {};
  const prizes = draft.prizes.map((text, index) => {
    const value = text.trim() === '' ? null : zeroOrAmount(text.replace(/,/gu, ''), scale);
    if (value === null || value > MAX_PRIZE) problems[`prize:${index}`] = 'prize';
    return value ?? 0;
  });
  if (prizes.length > MISSION_LIMITS.maxPrizes) problems.prizes = 'tooMany';
  const rankShown = wholeIn(draft.rankShown, RANKS_SHOWN.min, RANKS_SHOWN.max);
  if (rankShown === null) problems.rankShown = 'rankShown';
  return {
    body: { enabled: draft.enabled, period: draft.period, prizes, rankShown: rankShown ?? RANKS_SHOWN.min },
    problems,
  };
}

/** What every prize adds up to, exactly (in minor units and back): the most a period can pay. */
export function prizePool(prizes: readonly number[], scale: number): number {
  const factor = 10 ** scale;
  const minor = prizes.reduce((sum, prize) => sum + Math.round(prize * factor), 0);
  return minor / factor;
}

/** Ranks whose prize is above the one before it (a prize table reads best first): their indexes. */
export function risingRanks(prizes: readonly number[]): number[] {
  return prizes.flatMap((prize, index) => (index > 0 && prize > (prizes[index - 1] ?? 0) ? [index] : []));
}
