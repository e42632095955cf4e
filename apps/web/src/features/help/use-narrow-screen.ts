import { useSyncExternalStore } from 'react';

const QUERY = '(max-width: 767px)';

function subscribe(listener: () => void): () => void {
  const media = globalThis.matchMedia?.(QUERY);
  media?.addEventListener('change', listener);
  return () => media?.removeEventListener('change', listener);
}

const read = () => globalThis.matchMedia?.(QUERY).matches ?? false;

/** A phone's width: the help centre folds into an accordion. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, read, () => false);
}
