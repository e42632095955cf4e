import { useCallback, useEffect, useRef, useState } from 'react';

export interface Page<T> {
  list: T[];
  total: number;
  pageNo: number;
}

export type PagedList<T> =
  | { phase: 'loading' }
  | { phase: 'ready'; list: T[]; total: number; pageNo: number; more: boolean }
  | { phase: 'failed'; error: unknown };

/**
 * A server-paged list filtered by one state, grown by "show more": the first page loads when the
 * filter or `version` (the parent's "reload now") changes; later pages are appended without the
 * rows a shift in the data would repeat. A failed "show more" leaves the list as it was.
 * A reload of the same filter keeps the rows on screen until the fresh page replaces them (a
 * deposit credited while the member reads the list must not blank it); a new filter shows the
 * placeholder, since the rows shown would be the wrong ones.
 */
export function usePagedList<T extends { id: string }, S extends string>(
  fetchPage: (
    query: { pageNo: number; pageSize: number; state?: S },
    signal?: AbortSignal,
  ) => Promise<Page<T>>,
  filter: S | '',
  version: number,
  pageSize: number,
) {
  const [state, setState] = useState<PagedList<T>>({ phase: 'loading' });
  const [loadingMore, setLoadingMore] = useState(false);
  /** The filter whose rows are on screen (null before the first page). */
  const shown = useRef<S | '' | null>(null);
  const query = useCallback(
    (pageNo: number) => ({ pageNo, pageSize, ...(filter ? { state: filter } : {}) }),
    [filter, pageSize],
  );

  const load = useCallback(
    (signal?: AbortSignal) => {
      const refresh = shown.current === filter;
      setState((before) => (refresh && before.phase === 'ready' ? before : { phase: 'loading' }));
      fetchPage(query(1), signal).then(
        (page) => {
          if (signal?.aborted) return;
          shown.current = filter;
          setState({ phase: 'ready', ...page, more: page.list.length < page.total });
        },
        (error: unknown) => {
          if (!signal?.aborted) setState({ phase: 'failed', error });
        },
      );
    },
    [fetchPage, query, filter],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` is the parent's "reload now".
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal);
    return () => controller.abort();
  }, [load, version]);

  const reload = useCallback(() => load(), [load]);

  const loadMore = async () => {
    if (state.phase !== 'ready' || loadingMore) return;
    setLoadingMore(true);
    try {
      const next = await fetchPage(query(state.pageNo + 1));
      const seen = new Set(state.list.map((item) => item.id));
      const list = [...state.list, ...next.list.filter((item) => !seen.has(item.id))];
      setState({
        phase: 'ready',
        list,
        total: next.total,
        pageNo: next.pageNo,
        more: list.length < next.total,
      });
    } catch {
      // The button stays; the member can try again.
    } finally {
      setLoadingMore(false);
    }
  };

  return { state, loadingMore, loadMore, reload };
}
