import { useCallback, useEffect, useRef, useState } from 'react';

export type Load<T> =
  | { phase: 'idle' }
  | { phase: 'loading' }
  | { phase: 'ready'; value: T }
  | { phase: 'failed'; error: unknown };

/** Whether a load has come to an end (a value or a failure): what it shows will not change size. */
export const isSettled = (load: Load<unknown>): boolean => load.phase === 'ready' || load.phase === 'failed';

/**
 * One value fetched for a key: it loads when the key changes (the previous request is aborted and
 * its late answer ignored), `retry` loads the same key again, and a null key loads nothing (idle).
 * The key names everything the fetch depends on, so the fetch itself may be a fresh closure.
 */
export function useLoad<T>(
  key: string | null,
  fetch: (signal: AbortSignal) => Promise<T>,
): { state: Load<T>; retry: () => void } {
  const [state, setState] = useState<Load<T>>(key === null ? { phase: 'idle' } : { phase: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const fetchRef = useRef(fetch);
  fetchRef.current = fetch;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry's trigger
  useEffect(() => {
    if (key === null) {
      setState({ phase: 'idle' });
      return;
    }
    const controller = new AbortController();
    setState({ phase: 'loading' });
    fetchRef.current(controller.signal).then(
      (value) => {
        if (!controller.signal.aborted) setState({ phase: 'ready', value });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ phase: 'failed', error });
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return { state, retry };
}
