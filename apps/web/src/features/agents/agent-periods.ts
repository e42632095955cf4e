import { AGENT_PERIODS, type AgentPeriod } from '@tessera/contracts';
import { type DayRange, quickRange, spanDays } from '../records/record-periods';
import { rangeProblem } from '../wallet/record-filters';

export { AGENT_PERIODS, type AgentPeriod };

/** The widest custom span the agent's reports answer: 92 days between the first and the last. */
export const MAX_AGENT_RANGE_DAYS = 92;

/** The period an agent's report asks about: a named one, or custom days. */
export interface PeriodChoice {
  period: AgentPeriod;
  /** The custom days (kept while a named period is chosen, so going back to custom keeps them). */
  custom: DayRange;
}

/** Today, with the last seven days ready for "custom". */
export function defaultPeriodChoice(now: Date): PeriodChoice {
  return { period: 'today', custom: quickRange('week', now) };
}

/** Named periods ask by name (the server counts them in the brand's days); custom sends its days. */
export function periodQuery(choice: PeriodChoice): { period: AgentPeriod; from?: string; to?: string } {
  return choice.period === 'custom'
    ? { period: 'custom', from: choice.custom.from, to: choice.custom.to }
    : { period: choice.period };
}

/** A catalogue key when the choice cannot be asked for (only custom days can be wrong), else null. */
export function periodChoiceProblem(choice: PeriodChoice): string | null {
  if (choice.period !== 'custom') return null;
  const problem = rangeProblem({ type: '', ...choice.custom });
  if (problem) return problem;
  return spanDays(choice.custom) > MAX_AGENT_RANGE_DAYS ? 'agent_err_range_long' : null;
}

/** The label key of a period chip. */
export const periodLabelKey = (period: AgentPeriod) => `agent_period_${period}`;
