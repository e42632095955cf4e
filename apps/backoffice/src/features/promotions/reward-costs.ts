import type { getRewardCosts, ValueOf } from '@tessera/contracts';
import { type CsvCell, csvAmount } from '../../lib/csv';

export type RewardCostDay = ValueOf<typeof getRewardCosts>['days'][number];
export type CostField = Exclude<keyof RewardCostDay, 'date'>;

/** The report's money columns, in the table's and the file's order. */
export const COST_FIELDS = [
  'bonusesIssued',
  'bonusesConverted',
  'bonusesReturned',
  'rebates',
  'cashback',
  'upgradeBonuses',
  'net',
] as const satisfies readonly CostField[];

/** The report's default span: the last 30 of the brand's days, today included. */
export const COST_DAYS = 30;

/**
 * Each column's sum over the days, exactly: every amount is taken to integer minor units of the
 * currency before it is added (no float drift over a month of days), and back to major units.
 */
export function costTotals(days: readonly RewardCostDay[], scale: number): Record<CostField, number> {
  const unit = 10 ** scale;
  const totals = {} as Record<CostField, number>;
  for (const field of COST_FIELDS) {
    const minor = days.reduce((sum, day) => sum + BigInt(Math.round(day[field] * unit)), 0n);
    totals[field] = Number(minor) / unit;
  }
  return totals;
}

/**
 * The share of the bonuses issued over the range that converted to real money, in whole percent
 * with one decimal (null when none were issued).
 */
export function conversionShare(
  totals: Pick<Record<CostField, number>, 'bonusesIssued' | 'bonusesConverted'>,
) {
  if (totals.bonusesIssued <= 0) return null;
  return Math.round((totals.bonusesConverted / totals.bonusesIssued) * 1000) / 10;
}

/** The file's rows: each day, then the totals under the label given; amounts as plain decimals. */
export function costCsvRows(days: readonly RewardCostDay[], scale: number, totalLabel: string): CsvCell[][] {
  const totals = costTotals(days, scale);
  return [
    ...days.map((day) => [day.date, ...COST_FIELDS.map((field) => csvAmount(day[field], scale))]),
    [totalLabel, ...COST_FIELDS.map((field) => csvAmount(totals[field], scale))],
  ];
}

export const costFileName = (from: string, to: string) => `reward-costs-${from}-${to}.csv`;
