import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type ListQuerySpec, readListQuery, writeListQuery } from './list-query';

/**
 * The address as it is now. React Router hands a functional update the parameters of the last
 * render, and renders a navigation as a transition: two changes in quick succession (a search, then
 * a filter picked before the search has rendered) would lose the first. Each change starts from
 * the live address instead.
 */
const liveParams = () => new URLSearchParams(window.location.search);

/** A list's filters and page, read from and written to the address (see list-query.ts). */
export function useListQuery<F extends string>(spec: ListQuerySpec<F>) {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readListQuery(spec, params), [spec, params]);
  const setFilter = useCallback(
    (name: F, value: string) =>
      setParams(
        writeListQuery(spec, liveParams(), { filters: { [name]: value } as Partial<Record<F, string>> }),
      ),
    [spec, setParams],
  );
  /** Several filters at once (a filter form's "apply"): one address change, back to page 1. */
  const setFilters = useCallback(
    (filters: Partial<Record<F, string>>) => setParams(writeListQuery(spec, liveParams(), { filters })),
    [spec, setParams],
  );
  const setPage = useCallback(
    (page: number) => setParams(writeListQuery(spec, liveParams(), { page })),
    [spec, setParams],
  );
  return { query, key: JSON.stringify(query), setFilter, setFilters, setPage };
}
