/**
 * Fetches started before the page that shows them has loaded (the home page's lists, as the site
 * boots beside the system status: decision 0055). Each is handed out once, to the first load of its
 * key; one that failed is asked again as if it had not been started.
 */
const started = new Map<string, Promise<unknown>>();

/** Starts `fetch` for `key` now, unless it is started already. */
export function fetchEarly<T>(key: string, fetch: () => Promise<T>): void {
  if (started.has(key)) return;
  const promise = fetch();
  promise.catch(() => undefined);
  started.set(key, promise);
}

/** The early fetch of `key` when one was started (handed out once), else `fetch()` now. */
export function takeEarly<T>(key: string, fetch: () => Promise<T>): Promise<T> {
  const promise = started.get(key) as Promise<T> | undefined;
  started.delete(key);
  return promise ? promise.catch(() => fetch()) : fetch();
}
