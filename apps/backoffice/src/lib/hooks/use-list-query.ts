import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type ListQuerySpec, readListQuery, writeListQuery } from './list-query';

/** A list's filters and page, read from and written to the address (see list-query.ts). */
export function useListQuery<F extends string>(spec: ListQuerySpec<F>) {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readListQuery(spec, params), [spec, params]);
  const setFilter = useCallback(
    (name: F, value: string) =>
      setParams((before) =>
        writeListQuery(spec, before, { filters: { [name]: value } as Partial<Record<F, string>> }),
      ),
    [spec, setParams],
  );
  /** Several filters at once (a filter form's "apply"): one address change, back to page 1. */
  const setFilters = useCallback(
    (filters: Partial<Record<F, string>>) => setParams((before) => writeListQuery(spec, before, { filters })),
    [spec, setParams],
  );
  const setPage = useCallback(
    (page: number) => setParams((before) => writeListQuery(spec, before, { page })),
    [spec, setParams],
  );
  return { query, key: JSON.stringify(query), setFilter, setFilters, setPage };
}
