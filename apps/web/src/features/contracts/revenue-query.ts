import { CONTRACT_TYPES, type ContractType } from '@tessera/contracts';
import type { DayRange } from '../records/record-periods';

/** The latest bills the income report lists under its totals. */
export const REVENUE_LIST_SIZE = 20;

/**
 * The income report's calls (agentRevenueReport): one per contract type asking a single row, whose
 * answer's `paidTotal` is that type's income over the days (the server sums; the site never adds
 * pages up), and one for the latest bills of every type.
 */
export function revenueQueries(range: DayRange, pageNo: number) {
  return {
    totals: CONTRACT_TYPES.map((type) => ({
      direction: 'received' as const,
      type,
      from: range.from,
      to: range.to,
      pageNo: 1,
      pageSize: 1,
    })),
    latest: {
      direction: 'received' as const,
      from: range.from,
      to: range.to,
      pageNo,
      pageSize: REVENUE_LIST_SIZE,
    },
  };
}

export interface RevenueTotals {
  byType: { type: ContractType; paid: number; bills: number }[];
  /** The sum of the four types' paid totals (four numbers, not pages). */
  paid: number;
}

/** The totals by type from the four one-row answers, in CONTRACT_TYPES order (`scale`: the currency's decimals). */
export function revenueTotals(
  answers: readonly { paidTotal: number; total: number }[],
  scale: number,
): RevenueTotals {
  const unit = 10 ** scale;
  const byType = CONTRACT_TYPES.map((type, index) => ({
    type,
    paid: answers[index]?.paidTotal ?? 0,
    bills: answers[index]?.total ?? 0,
  }));
  return { byType, paid: byType.reduce((sum, row) => Math.round((sum + row.paid) * unit) / unit, 0) };
}
