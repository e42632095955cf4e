import { useRef } from 'react';
import { type Load, useLoad } from '../../lib/async/use-load';

/**
 * `useLoad` for a value the page reads again after a change (a redeem, a conversion): a new
 * `version` fetches it again while the last value stays on screen (`refreshing`), so a balance or a
 * list does not blink back to its skeleton; a new `key` (another member, language, page or filter)
 * shows the skeleton as usual. Each answer carries the key it was asked for, so a value is never
 * shown under another key.
 */
export function useKeptLoad<T>(
  key: string | null,
  version: number,
  fetch: (signal: AbortSignal) => Promise<T>,
): { state: Load<T>; retry: () => void; refreshing: boolean } {
  const { state, retry } = useLoad(key === null ? null : `${key}#${version}`, (signal) =>
    fetch(signal).then((value) => ({ key, value })),
  );
  const kept = useRef<{ key: string | null; value: T } | null>(null);
  if (state.phase === 'ready' && state.value.key === key && kept.current?.value !== state.value.value) {
    kept.current = state.value;
  }
  const last = kept.current && kept.current.key === key ? kept.current : null;
  if (state.phase === 'ready' && state.value.key === key) {
    return { state: { phase: 'ready', value: state.value.value }, retry, refreshing: false };
  }
  if (state.phase === 'failed' || state.phase === 'idle') return { state, retry, refreshing: false };
  // Loading (or the render before the new key's load starts): the last value of this key, if any.
  return last
    ? { state: { phase: 'ready', value: last.value }, retry, refreshing: true }
    : { state: { phase: 'loading' }, retry, refreshing: false };
}
