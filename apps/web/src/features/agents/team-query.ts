import { type PeriodChoice, periodChoiceProblem, periodQuery } from './agent-periods';

/** The agent's lists show 20 rows a page (the downline list too). */
export const TEAM_PAGE_SIZE = 20;

/** A typed member account as a filter: trimmed, and left out when empty. */
export function accountFilter(text: string): { account?: string } {
  const account = text.trim();
  return account ? { account } : {};
}

/**
 * The query of one page of a team report: the member filter, the period, the page; null while the
 * custom days cannot be asked for (the page shows why instead of loading).
 */
export function teamQuery<X extends object>(
  choice: PeriodChoice,
  account: string,
  pageNo: number,
  extra: X,
):
  | (X & {
      period: PeriodChoice['period'];
      from?: string;
      to?: string;
      account?: string;
      pageNo: number;
      pageSize: number;
    })
  | null {
  if (periodChoiceProblem(choice)) return null;
  return { ...extra, ...accountFilter(account), ...periodQuery(choice), pageNo, pageSize: TEAM_PAGE_SIZE };
}
