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
 * `known` may give the first key's value at once (one kept, or fetched early and come): the first
 * render shows it, and nothing is fetched for it (decision 0057).
 */
export function useLoad<T>(
  key: string | null,
  fetch: (signal: AbortSignal) => Promise<T>,
  known?: () => T | undefined,
): { state: Load<T>; retry: () => void } {
  const [state, setState] = useState<Load<T>>(() => {
    if (key === null) return { phase: 'idle' };
    const value = known?.();
    return value === undefined ? { phase: 'loading' } : { phase: 'ready', value };
  });
  const [attempt, setAttempt] = useState(0);
  const fetchRef = useRef(fetch);
  fetchRef.current = fetch;
  // The key the first state already holds the value of: its first run fetches nothing.
  const knownKey = useRef(state.phase === 'ready' ? key : null);

  useEffect(() => {
    if (key === null) {
      setState({ phase: 'idle' });
      return;
    }
    if (knownKey.current !== null) {
      const first = knownKey.current === key && attempt === 0;
      knownKey.current = null;
      if (first) return;
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
