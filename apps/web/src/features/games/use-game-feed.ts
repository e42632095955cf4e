import type { GameCard } from '@tessera/contracts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLoad } from '../../lib/async/use-load';
import { PageCache } from './page-cache';

/**
 * What a game grid shows, whatever the source: the server-paged catalogue (fetched page by page
 * as the grid scrolls) or a short list fetched whole (hot, recent, favourites).
 */
export interface GameFeed {
  phase: 'loading' | 'ready' | 'failed';
  error: unknown;
  count: number;
  /** The game at an index, or undefined while its page is on its way. */
  itemAt(index: number): GameCard | undefined;
  /** The grid says which items are on screen; their missing pages load. */
  showRange(start: number, end: number): void;
  /** A later page failed: the grid offers to try again. */
  partlyFailed: boolean;
  retry(): void;
}

export type FetchPage = (
  pageNo: number,
  pageSize: number,
  signal: AbortSignal,
) => Promise<{ list: GameCard[]; total: number }>;

interface Run {
  key: string;
  cache: PageCache<GameCard>;
  controller: AbortController;
  range: [number, number];
}

/** Pages settle for this long before they are asked for, so a fast scroll asks only where it stops. */
const SETTLE_MS = 90;

/**
 * A server-paged list of `pageSize` (spec §9: 30) for a key that names every filter: a new key
 * starts over (the old requests are aborted), page 1 first, then whichever pages come into view.
 */
export function usePagedFeed(key: string | null, pageSize: number, fetchPage: FetchPage): GameFeed {
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;
  const run = useRef<Run | null>(null);
  const [status, setStatus] = useState<{ key: string | null; phase: GameFeed['phase']; error: unknown }>({
    key: null,
    phase: 'loading',
    error: null,
  });
  const [, setTick] = useState(0);
  const [attempt, setAttempt] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const request = useCallback(
    (current: Run, pages: number[]) => {
      for (const page of pages) {
        current.cache.begin(page);
        fetchRef.current(page, pageSize, current.controller.signal).then(
          (answer) => {
            if (run.current !== current) return;
            current.cache.put(page, answer.list, answer.total);
            if (page === 1) setStatus({ key: current.key, phase: 'ready', error: null });
            setTick((tick) => tick + 1);
          },
          (error: unknown) => {
            if (run.current !== current || current.controller.signal.aborted) return;
            current.cache.fail(page);
            if (page === 1) setStatus({ key: current.key, phase: 'failed', error });
            setTick((tick) => tick + 1);
          },
        );
      }
    },
    [pageSize],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry's trigger
  useEffect(() => {
    if (key === null) return;
    const current: Run = {
      key,
      cache: new PageCache(pageSize),
      controller: new AbortController(),
      range: [0, 0],
    };
    run.current = current;
    setStatus({ key, phase: 'loading', error: null });
    request(current, [1]);
    return () => {
      current.controller.abort();
      clearTimeout(timer.current);
      if (run.current === current) run.current = null;
    };
  }, [key, pageSize, request, attempt]);

  const showRange = useCallback(
    (start: number, end: number) => {
      const current = run.current;
      if (!current) return;
      current.range = [start, end];
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        if (run.current === current) request(current, current.cache.missing(start, end));
      }, SETTLE_MS);
    },
    [request],
  );

  // Until the new key's first answer, the old key's state is not shown.
  const phase = status.key === key ? status.phase : 'loading';

  const retry = useCallback(() => {
    const current = run.current;
    if (!current || phase === 'failed') {
      setAttempt((value) => value + 1);
      return;
    }
    current.cache.retryFailed();
    setTick((tick) => tick + 1);
    request(current, current.cache.missing(...current.range));
  }, [request, phase]);

  const cache = run.current?.key === key ? run.current.cache : undefined;
  return {
    phase,
    error: status.error,
    count: phase === 'ready' ? (cache?.total ?? 0) : 0,
    itemAt: (index) => cache?.itemAt(index),
    showRange,
    partlyFailed: cache?.hasFailures ?? false,
    retry,
  };
}

/** A short list fetched whole for a key; `keep` hides games at once (a removed favourite). */
export function useListFeed(
  key: string | null,
  fetchAll: (signal: AbortSignal) => Promise<GameCard[]>,
  keep?: (game: GameCard) => boolean,
): GameFeed {
  const { state, retry } = useLoad(key, fetchAll);
  const list = useMemo(() => {
    if (state.phase !== 'ready') return [];
    return keep ? state.value.filter(keep) : state.value;
  }, [state, keep]);
  return {
    phase: state.phase === 'ready' ? 'ready' : state.phase === 'failed' ? 'failed' : 'loading',
    error: state.phase === 'failed' ? state.error : null,
    count: list.length,
    itemAt: (index) => list[index],
    showRange: () => {},
    partlyFailed: false,
    retry,
  };
}
