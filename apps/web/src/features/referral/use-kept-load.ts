import { useEffect, useState } from 'react';
import { type Load, useLoad } from '../../lib/async/use-load';

/**
 * useLoad that keeps the last value it read on screen while it reads again (a refresh, the next
 * page), so the page does not fall back to its skeleton; `reading` says a read is under way and
 * `failed` holds a read's failure (the last value, if any, stays shown beside it).
 */
export function useKeptLoad<T>(key: string, fetch: (signal: AbortSignal) => Promise<T>) {
  const { state, retry } = useLoad(key, fetch);
  const [kept, setKept] = useState<T | null>(null);
  useEffect(() => {
    if (state.phase === 'ready') setKept(state.value);
  }, [state]);
  const value = state.phase === 'ready' ? state.value : kept;
  return { value, reading: state.phase === 'loading', failed: failure(state), retry };
}

function failure<T>(state: Load<T>): unknown {
  return state.phase === 'failed' ? (state.error ?? new Error('failed')) : null;
}
