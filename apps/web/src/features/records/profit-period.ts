import { type getProfitAndLoss, PROFIT_PERIODS, type QueryOf } from '@tessera/contracts';
import { type DayRange, periodProblem } from './record-periods';

export type ProfitPeriod = (typeof PROFIT_PERIODS)[number];

export function isProfitPeriod(value: string): value is ProfitPeriod {
  return (PROFIT_PERIODS as readonly string[]).includes(value);
}

/** The named periods ask by name (the server counts their days); custom sends its two days. */
export function profitQuery(period: ProfitPeriod, custom: DayRange): QueryOf<typeof getProfitAndLoss> {
  return period === 'custom' ? { period, from: custom.from, to: custom.to } : { period };
}

/** Only the custom days can be wrong. */
export function profitProblem(period: ProfitPeriod, custom: DayRange): string | null {
  return period === 'custom' ? periodProblem(custom) : null;
}
