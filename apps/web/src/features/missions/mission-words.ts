import {
  type LeaderboardRow,
  type Mission,
  type MissionGoal,
  type MissionPeriod,
  type MissionState,
  MONEY_GOALS,
} from '@tessera/contracts';
import { dateLocale, formatAmount, formatCount } from '../../i18n/numbers';
import { CATEGORY_META } from '../games/categories';

/**
 * The pure figures of the missions page (issue 16): which missions go under which heading and in
 * what order, a goal's progress as a bar and as words (money or a count), the time left of a period,
 * and the member's own line on the leaderboard.
 */

/** The headings of the missions tab, in order. */
export const PERIOD_ORDER: readonly MissionPeriod[] = ['DAILY', 'WEEKLY', 'ONCE'];

/** What the member can do now comes first, then what is under way, then what is done. */
const STATE_ORDER: Record<MissionState, number> = { CLAIM: 0, PROCESS: 1, CLAIMED: 2 };

export interface MissionGroup {
  period: MissionPeriod;
  missions: Mission[];
}

/** The missions under their period's heading (empty headings left out), ready ones first in each. */
export function groupMissions(list: readonly Mission[]): MissionGroup[] {
  return PERIOD_ORDER.map((period) => ({
    period,
    missions: list
      .map((mission, index) => ({ mission, index }))
      .filter(({ mission }) => mission.period === period)
      .sort((a, b) => STATE_ORDER[a.mission.state] - STATE_ORDER[b.mission.state] || a.index - b.index)
      .map(({ mission }) => mission),
  })).filter((group) => group.missions.length > 0);
}

/** The list with one mission replaced by its newer self (a claim's answer). */
export function withMission(list: readonly Mission[], next: Mission): Mission[] {
  return list.map((mission) => (mission.id === next.id ? next : mission));
}

export function isMoneyGoal(goal: MissionGoal): boolean {
  return MONEY_GOALS.includes(goal);
}

/** Percent of the goal reached, 0–100 (one decimal, never rounded up to 100 before it is reached). */
export function progressPercent(progress: number, target: number): number {
  if (!(target > 0)) return 100;
  if (!(progress > 0)) return 0;
  if (progress >= target) return 100;
  return Math.min(99.9, Math.floor((progress / target) * 1000) / 10);
}

/**
 * Money as a goal or a reward reads it: `৳ 500` when whole, `৳ 12.50` otherwise (the currency's
 * decimals), its symbol kept beside its digits (a no-break space) when a line wraps.
 */
export function wholeMoney(amount: number, symbol: string, scale: number): string {
  const digits = formatAmount(amount, Number.isInteger(amount) ? 0 : scale);
  return `${symbol}\u00a0${digits}`;
}

/** A count as a whole number (a count that arrives with a fraction is cut, never rounded up). */
export function wholeCount(count: number): string {
  return formatCount(Math.max(0, Math.floor(count)));
}

/**
 * The progress as "done" and "of": money for the money goals, whole numbers for the counts. What is
 * done is shown up to the target (the bar is full; more than the goal asks is not a second goal).
 */
export function progressFigures(
  mission: Pick<Mission, 'goal' | 'progress' | 'target'>,
  money: { symbol: string; scale: number },
): { done: string; target: string } {
  const done = Math.max(0, Math.min(mission.progress, mission.target));
  if (isMoneyGoal(mission.goal)) {
    // Money below the target is cut to the currency's decimals, so "done" never reads as reached early.
    const factor = 10 ** money.scale;
    const shown = done < mission.target ? Math.floor(done * factor) / factor : done;
    return {
      done: wholeMoney(shown, money.symbol, money.scale),
      target: wholeMoney(mission.target, money.symbol, money.scale),
    };
  }
  return { done: wholeCount(done), target: wholeCount(mission.target) };
}

/** Where a mission under way is worked on: the deposit page, a games page, or nowhere to send them. */
export type MissionGo = { kind: 'deposit' } | { kind: 'games'; path: string } | null;

/**
 * The way to a mission's goal while it is under way: deposits on the deposit page, bets on their
 * category's page (the first named; all games: the lobby). Logins need nothing, and a game's rounds
 * name a game, not where it lives, so neither gets a button.
 */
export function missionGo(mission: Pick<Mission, 'state' | 'goal' | 'categories'>): MissionGo {
  if (mission.state !== 'PROCESS') return null;
  if (mission.goal === 'DEPOSIT') return { kind: 'deposit' };
  if (mission.goal !== 'VALID_BET' && mission.goal !== 'BETS') return null;
  const first = mission.categories?.[0];
  return { kind: 'games', path: first ? CATEGORY_META[first].path : '/home' };
}

/** A translation function as the words below need it (i18next's `t`, or a test's stand-in). */
export type Translate = (key: string, params?: Record<string, string | number>) => string;

/** The reward in words: `৳ 10 cash`, `৳ 50 bonus · ×5 wagering`, `20 points`. */
export function rewardText(
  reward: Mission['reward'],
  money: { symbol: string; scale: number },
  t: Translate,
): string {
  if (reward.type === 'POINTS') return t('ms_reward_points', { points: wholeCount(reward.amount) });
  const amount = wholeMoney(reward.amount, money.symbol, money.scale);
  if (reward.type === 'CASH') return t('ms_reward_cash', { amount });
  return reward.wageringMultiple
    ? t('ms_reward_bonus_wagering', { amount, multiple: reward.wageringMultiple })
    : t('ms_reward_bonus', { amount });
}

/** Whole days, hours, minutes and seconds left until an instant; null once it has passed (or unreadable). */
export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

export function timeLeft(endIso: string | null, now: number): TimeLeft | null {
  if (endIso === null) return null;
  const end = Date.parse(endIso);
  if (!Number.isFinite(end) || end <= now) return null;
  const total = Math.ceil((end - now) / 1000);
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/** Which words a countdown takes: days and hours, hours and minutes, or minutes and seconds. */
export type CountdownWords =
  | { unit: 'days'; days: number; hours: number }
  | { unit: 'hours'; hours: number; minutes: number }
  | { unit: 'minutes'; minutes: string; seconds: string };

export function countdownWords(left: TimeLeft): CountdownWords {
  if (left.days > 0) return { unit: 'days', days: left.days, hours: left.hours };
  if (left.hours > 0) return { unit: 'hours', hours: left.hours, minutes: left.minutes };
  return {
    unit: 'minutes',
    minutes: String(left.minutes).padStart(2, '0'),
    seconds: String(left.seconds).padStart(2, '0'),
  };
}

/** The member's own place: a rank, below the ranks counted (`50+`), or not on the board yet. */
export type MyRank = { kind: 'rank'; rank: number } | { kind: 'beyond'; shown: number } | { kind: 'none' };

export function myRank(me: { rank: number | null; score: number }, rankShown: number): MyRank {
  if (me.rank !== null && me.rank > 0) return { kind: 'rank', rank: me.rank };
  if (me.score > 0) return { kind: 'beyond', shown: rankShown };
  return { kind: 'none' };
}

/** The podium's three places in the order they stand: second, first, third (those that exist). */
export function podiumOrder(list: readonly LeaderboardRow[]): LeaderboardRow[] {
  const at = (rank: number) => list.find((row) => row.rank === rank);
  return [at(2), at(1), at(3)].filter((row): row is LeaderboardRow => row !== undefined);
}

/** The rows under the podium: every rank past the third (or all of them when there is no podium). */
export function rowsBelowPodium(list: readonly LeaderboardRow[]): LeaderboardRow[] {
  return list.filter((row) => row.rank > 3);
}

/** A run of ranks paying the same prize: `4–10: ৳ 50`. */
export interface PrizeRange {
  from: number;
  to: number;
  prize: number;
}

/** The prizes by rank (rank 1 first) folded into runs of equal prizes; ranks paying nothing are left out. */
export function prizeRanges(prizes: readonly number[]): PrizeRange[] {
  const ranges: PrizeRange[] = [];
  prizes.forEach((prize, index) => {
    const rank = index + 1;
    const last = ranges.at(-1);
    if (last && last.to === rank - 1 && last.prize === prize) last.to = rank;
    else ranges.push({ from: rank, to: rank, prize });
  });
  return ranges.filter((range) => range.prize > 0);
}

/** A leaderboard's period as one range in the language's words: `23 Nov, 00:00 – 30 Nov, 00:00`. */
export function periodText(start: string, end: string, language: string): string {
  const from = new Date(start);
  const to = new Date(end);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) return '';
  return new Intl.DateTimeFormat(dateLocale(language), {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatRange(from, to);
}
