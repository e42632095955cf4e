/**
 * Fetches started before the page that shows them has loaded (the home page's lists, as the site
 * boots beside the system status: decision 0055). Each is handed out once, to the first load of its
 * key; one that failed is asked again as if it had not been started. One that has already answered
 * can be had at once (`peekEarly`), so the page's first render shows it instead of a placeholder
 * (decision 0057: on `/` the answers are often in the page itself).
 */
const started = new Map<string, Promise<unknown>>();
const answered = new Map<string, unknown>();

/** Starts `fetch` for `key` now, unless it is started already. */
export function fetchEarly<T>(key: string, fetch: () => Promise<T>): void {
  if (started.has(key)) return;
  const promise = fetch();
  promise.then(
    (value) => {
      if (started.get(key) === promise) answered.set(key, value);
    },
    () => undefined,
  );
  started.set(key, promise);
}

/** The early fetch of `key` when one was started (handed out once), else `fetch()` now. */
export function takeEarly<T>(key: string, fetch: () => Promise<T>): Promise<T> {
  const promise = started.get(key) as Promise<T> | undefined;
  started.delete(key);
  answered.delete(key);
  return promise ? promise.catch(() => fetch()) : fetch();
}

/** The answer of the early fetch of `key` if it has come (handed out once), else undefined. */
export function peekEarly<T>(key: string): T | undefined {
  if (!answered.has(key)) return undefined;
  const value = answered.get(key) as T;
  started.delete(key);
  answered.delete(key);
  return value;
}
