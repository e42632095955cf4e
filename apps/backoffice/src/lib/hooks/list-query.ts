/**
 * A list's view in the address (`?state=PENDING&page=3`), so it can be linked and reloaded: the
 * known filters with their allowed values, the page number, nothing else.
 */
export interface ListQuerySpec<F extends string> {
  /**
   * Each filter's allowed values, the first its default (`''` for "all"); or a pattern for an open
   * set (a game code), whose default is `''`.
   */
  filters: Record<F, readonly string[] | RegExp>;
}

export interface ListQuery<F extends string> {
  filters: Record<F, string>;
  page: number;
}

export const MAX_PAGE = 10_000;

export function readListQuery<F extends string>(
  spec: ListQuerySpec<F>,
  params: URLSearchParams,
): ListQuery<F> {
  const filters = {} as Record<F, string>;
  for (const name of Object.keys(spec.filters) as F[]) {
    // Absent means the default; present but empty means "all" where "all" is allowed.
    const raw = params.get(name);
    filters[name] = raw === null ? defaultOf(spec.filters[name]) : allowedValue(spec.filters[name], raw);
  }
  const page = Number(params.get('page') ?? '1');
  return { filters, page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1 };
}

/**
 * The address for a changed view: a changed filter goes back to page 1; defaults are left out so
 * the plain address is the default view. Other parameters (an open row) are kept.
 */
export function writeListQuery<F extends string>(
  spec: ListQuerySpec<F>,
  params: URLSearchParams,
  change: { filters?: Partial<Record<F, string>>; page?: number },
): URLSearchParams {
  const current = readListQuery(spec, params);
  const next = new URLSearchParams(params);
  const filters = { ...current.filters, ...change.filters };
  const filterChanged = (Object.keys(filters) as F[]).some((name) => filters[name] !== current.filters[name]);
  for (const name of Object.keys(spec.filters) as F[]) {
    if (filters[name] === defaultOf(spec.filters[name])) next.delete(name);
    else next.set(name, filters[name]);
  }
  const page = filterChanged ? 1 : (change.page ?? current.page);
  if (page === 1) next.delete('page');
  else next.set('page', String(page));
  return next;
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

function defaultOf(allowed: readonly string[] | RegExp): string {
  return allowed instanceof RegExp ? '' : allowed[0]!;
}

function allowedValue(allowed: readonly string[] | RegExp, value: string): string {
  if (allowed instanceof RegExp) return allowed.test(value) ? value : '';
  return allowed.includes(value) ? value : allowed[0]!;
}
