import { useEffect, useState } from 'react';
import { type Load, useLoad } from '../../lib/async/use-load';

/**
 * `useLoad` for lists that reload on their own (a new result, a settlement): the last value stays
 * on screen while the next load runs, so the list does not blink every draw. `shown` is null only
 * before the first answer.
 */
export function useKeptLoad<T>(
  key: string | null,
  fetch: (signal: AbortSignal) => Promise<T>,
): { state: Load<T>; shown: T | null; retry: () => void } {
  const { state, retry } = useLoad(key, fetch);
  const [shown, setShown] = useState<T | null>(null);
  useEffect(() => {
    if (state.phase === 'ready') setShown(state.value);
  }, [state]);
  return { state, shown: state.phase === 'ready' ? state.value : shown, retry };
}
