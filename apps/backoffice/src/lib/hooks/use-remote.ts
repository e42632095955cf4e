import { useCallback, useEffect, useRef, useState } from 'react';

export type Remote<T> =
  | { status: 'loading'; data: T | null; error: null }
  | { status: 'ready'; data: T; error: null }
  | { status: 'error'; data: T | null; error: unknown };

/**
 * Loads with `load` whenever `key` changes (a list's filters and page), dropping answers that
 * arrive for an older key; the last data stays on screen while the next loads. `reload` asks again.
 */
export function useRemote<T>(load: (signal: AbortSignal) => Promise<T>, key: string) {
  const [remote, setRemote] = useState<Remote<T> & { key: string }>({
    status: 'loading',
    data: null,
    error: null,
    key,
  });
  const [round, setRound] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  // biome-ignore lint/correctness/useExhaustiveDependencies: key and round are the triggers by design.
  useEffect(() => {
    const controller = new AbortController();
    setRemote((before) => ({ status: 'loading', data: before.data, error: null, key }));
    loadRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setRemote({ status: 'ready', data, error: null, key });
      },
      (error: unknown) => {
        if (!controller.signal.aborted)
          setRemote((before) => ({ status: 'error', data: before.data, error, key }));
      },
    );
    return () => controller.abort();
  }, [key, round]);

  const reload = useCallback(() => setRound((n) => n + 1), []);
  // The first render for a new key comes before the effect above: it already says loading, so
  // nothing reads the last key's answer as this one's.
  const { key: loadedKey, ...rest } = remote;
  const current: Remote<T> = loadedKey === key ? rest : { status: 'loading', data: rest.data, error: null };
  return { ...current, reload };
}
