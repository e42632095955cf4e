import { useCallback, useEffect, useRef, useState } from 'react';

export interface KeysetPage<Row> {
  list: Row[];
  hasMore: boolean;
}

interface KeysetState<Row> {
  rows: Row[] | null;
  hasMore: boolean;
  /** The first page is loading (again). */
  loading: boolean;
  /** A further page is loading: the rows stay as they are. */
  loadingMore: boolean;
  error: unknown;
  /** The filters these rows are for. */
  key: string;
}

/**
 * A list read newest first and paged by a key ("load more": the ledger's `before` seq, the audit
 * log's `before` id). `load(after)` answers the page after the given cursor (`undefined` is the
 * first). A new `key` (changed filters) starts again from the first page; answers for an older key
 * are dropped. The rows loaded so far stay on screen while more load.
 */
export function useKeysetList<Row>(
  load: (cursor: string | undefined, signal: AbortSignal) => Promise<KeysetPage<Row>>,
  cursorOf: (row: Row) => string,
  key: string,
) {
  const [state, setState] = useState<KeysetState<Row>>({
    rows: null,
    hasMore: false,
    loading: true,
    loadingMore: false,
    error: null,
    key,
  });
  const [round, setRound] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  const cursorRef = useRef(cursorOf);
  cursorRef.current = cursorOf;
  const controllerRef = useRef<AbortController | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: key and round are the triggers by design.
  useEffect(() => {
    const controller = new AbortController();
    controllerRef.current?.abort();
    controllerRef.current = controller;
    // Other filters show nothing of the old list; a reload keeps it on screen while it reads.
    setState((before) => ({
      ...before,
      rows: before.key === key ? before.rows : null,
      key,
      loading: true,
      loadingMore: false,
      error: null,
    }));
    loadRef.current(undefined, controller.signal).then(
      (page) => {
        if (!controller.signal.aborted)
          setState({
            rows: page.list,
            hasMore: page.hasMore,
            loading: false,
            loadingMore: false,
            error: null,
            key,
          });
      },
      (error: unknown) => {
        if (!controller.signal.aborted)
          setState((before) => ({ ...before, loading: false, loadingMore: false, error }));
      },
    );
    return () => controller.abort();
  }, [key, round]);

  const loadMore = useCallback(() => {
    const rows = state.rows;
    if (!rows || rows.length === 0 || state.loading || state.loadingMore) return;
    const controller = new AbortController();
    controllerRef.current = controller;
    const cursor = cursorRef.current(rows[rows.length - 1] as Row);
    setState((before) => ({ ...before, loadingMore: true, error: null }));
    loadRef.current(cursor, controller.signal).then(
      (page) => {
        if (!controller.signal.aborted)
          setState((before) => ({
            ...before,
            rows: [...(before.rows ?? []), ...page.list],
            hasMore: page.hasMore,
            loading: false,
            loadingMore: false,
            error: null,
          }));
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState((before) => ({ ...before, loadingMore: false, error }));
      },
    );
  }, [state.rows, state.loading, state.loadingMore]);

  /** Reads the first page again (after an action changed the rows). */
  const reload = useCallback(() => setRound((n) => n + 1), []);
  // The first render after the filters changed comes before the effect above: it already shows
  // the list as loading, never the old filters' rows as if they were the new ones.
  if (state.key !== key)
    return { ...state, rows: null, loading: true, loadingMore: false, error: null, loadMore, reload };
  return { ...state, loadMore, reload };
}
