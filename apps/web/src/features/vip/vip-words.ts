import type { GameCategory, VipLevel, VipStanding } from '@tessera/contracts';

/** A category and its rate in basis points (100 = 1 %). */
export type CategoryRate = VipLevel['rebates'][number];

/**
 * The pure words and figures of VIP, rebates and cash back (issue 15): rates as percents, the
 * progress toward the next level, and what is left to reach it. Rates come in basis points.
 */

/** A rate in basis points as a percent: 120 → `1.2%`, 80 → `0.8%`, 100 → `1%` (Latin digits). */
export function rateText(bp: number): string {
  return `${Number((bp / 100).toFixed(2))}%`;
}

/** The rebate rate of each category, in basis points; a category without one is absent. */
export type RateTable = Partial<Record<GameCategory, number>>;

export function rateTable(rates: readonly CategoryRate[]): RateTable {
  const table: RateTable = {};
  for (const { category, rateBp } of rates) if (rateBp > 0) table[category] = rateBp;
  return table;
}

/** A category's rate to show, or null: no table yet, or no rate (nothing is shown for it). */
export function rebateBpOf(table: RateTable | null, category: GameCategory): number | null {
  return table?.[category] ?? null;
}

/**
 * How far `have` has come toward `target`, 0–100, rounded down: 100 only once it is reached (a
 * level that asks nothing of this figure is reached).
 */
export function progressPercent(have: number, target: number): number {
  if (target <= 0 || have >= target) return 100;
  if (have <= 0) return 0;
  return Math.min(99, Math.floor((have / target) * 100));
}

/** One figure on the way to the next level: what counts, what the level asks, what is left. */
export interface ProgressLine {
  have: number;
  target: number;
  left: number;
  percent: number;
}

export interface NextLevelProgress {
  level: number;
  name: string;
  /** A level held before and lost: this month's valid bet toward its keep amount; else null. */
  regain: ProgressLine | null;
  validBet: ProgressLine;
  deposits: ProgressLine;
  /** Which wording says what is left (a level asks for both figures). */
  left: 'both' | 'validBet' | 'deposits' | 'none';
}

function line(have: number, left: number, asked: number | undefined): ProgressLine {
  // The level's own threshold when the table names it; else what the standing says is left.
  const target = asked ?? have + left;
  return { have, target, left: Math.max(0, left), percent: progressPercent(have, target) };
}

/** The standing's way to its next level (null at the top), its thresholds read from the table. */
export function nextLevelProgress(
  standing: VipStanding,
  levels: readonly VipLevel[],
): NextLevelProgress | null {
  const next = standing.next;
  if (!next) return null;
  const level = levels.find((candidate) => candidate.level === next.level);
  const validBet = line(standing.validBet, next.validBetLeft, level?.minValidBet);
  const deposits = line(standing.deposits, next.depositsLeft, level?.minDeposits);
  const left =
    validBet.left > 0 && deposits.left > 0
      ? 'both'
      : validBet.left > 0
        ? 'validBet'
        : deposits.left > 0
          ? 'deposits'
          : 'none';
  // What the regain asks is the level's keep amount; what is left, the server's figure.
  const regain =
    next.regainLeft === null
      ? null
      : keepLine(
          (level?.keepValidBet ?? next.regainLeft) - next.regainLeft,
          level?.keepValidBet ?? next.regainLeft,
        );
  return { level: next.level, name: next.name, validBet, deposits, left, regain };
}

/** This month's valid bet toward a keep amount. */
export function keepLine(have: number, target: number): ProgressLine {
  return { have, target, left: Math.max(0, target - have), percent: progressPercent(have, target) };
}

/** What a level's cash back pays, as a kind of sentence: none, a percent, or a percent up to a cap. */
export function cashbackKind(
  level: Pick<VipLevel, 'cashbackBp' | 'cashbackCap'>,
): 'none' | 'rate' | 'capped' {
  if (level.cashbackBp <= 0) return 'none';
  return level.cashbackCap === null ? 'rate' : 'capped';
}

/** A level's rebate rates in the order the site lists categories, without the ones that pay none. */
export function levelRates(level: Pick<VipLevel, 'rebates'>, order: readonly GameCategory[]): CategoryRate[] {
  const rank = (category: GameCategory) => {
    const index = order.indexOf(category);
    return index < 0 ? order.length : index;
  };
  return level.rebates.filter((rate) => rate.rateBp > 0).sort((a, b) => rank(a.category) - rank(b.category));
}

/** A brand day (`2026-11-26`) as the language writes a date; the day itself, whatever the zone. */
export function dayText(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** A week from its Monday (`2026-11-23`) to its Sunday, as one range: `23–29 Nov 2026`. */
export function weekText(weekStart: string, locale: string): string {
  const start = new Date(`${weekStart}T00:00:00Z`);
  const end = new Date(start.getTime() + 6 * 86_400_000);
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).formatRange(start, end);
}
