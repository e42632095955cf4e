import { useState } from 'react';
import { type Load, useLoad } from '../../lib/async/use-load';
import { useDebouncedValue } from '../games/use-debounced-value';
import { defaultPeriodChoice, type PeriodChoice, periodChoiceProblem } from './agent-periods';
import { teamQuery } from './team-query';

type TeamQuery<X> = NonNullable<ReturnType<typeof teamQuery<X & object>>>;

export interface TeamReport<X, T> {
  choice: PeriodChoice;
  setChoice: (choice: PeriodChoice) => void;
  /** The member filter as typed; the report asks once typing pauses. */
  account: string;
  setAccount: (account: string) => void;
  extra: X;
  setExtra: (extra: X) => void;
  pageNo: number;
  setPageNo: (pageNo: number) => void;
  /** A catalogue key while the custom days cannot be asked for. */
  problem: string | null;
  state: Load<T>;
  retry: () => void;
}

/**
 * The state of a team report (team betting, statements, transactions): the period, the member
 * filter, the page's own filters (`extra`) and the page number. Any change of a filter starts again
 * at page 1; the report loads for every new query and never for custom days that are wrong.
 */
export function useTeamReport<X extends object, T>(
  initialExtra: X,
  fetch: (query: TeamQuery<X>, signal: AbortSignal) => Promise<T>,
): TeamReport<X, T> {
  const [choice, setChoiceState] = useState(() => defaultPeriodChoice(new Date()));
  const [account, setAccountState] = useState('');
  const [extra, setExtraState] = useState(initialExtra);
  const [pageNo, setPageNo] = useState(1);
  const settledAccount = useDebouncedValue(account);
  const query = teamQuery(choice, settledAccount, pageNo, extra);
  const { state, retry } = useLoad(query ? JSON.stringify(query) : null, (signal) =>
    fetch(query as TeamQuery<X>, signal),
  );
  return {
    choice,
    setChoice: (next) => {
      setChoiceState(next);
      setPageNo(1);
    },
    account,
    setAccount: (next) => {
      setAccountState(next);
      setPageNo(1);
    },
    extra,
    setExtra: (next) => {
      setExtraState(next);
      setPageNo(1);
    },
    pageNo,
    setPageNo,
    problem: periodChoiceProblem(choice),
    state,
    retry,
  };
}
