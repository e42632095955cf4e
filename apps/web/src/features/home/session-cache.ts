import { fetchEarly, peekEarly, takeEarly } from '../../lib/async/early-fetch';
import { readStored, writeStored } from '../../lib/storage/web-storage';

/**
 * A list kept in session storage for one language (spec §4: hot games and the winner board are
 * cached there and fetched again after a language change); a damaged entry is fetched again, and
 * an empty list is not kept (the next page view asks again rather than show nothing all session).
 */
export async function cachedForLanguage<T>(
  key: string,
  language: string,
  fetch: () => Promise<T[]>,
): Promise<T[]> {
  const cached = readCached<T>(key, language);
  if (cached) return cached;
  return keep(key, language, await takeEarly(`${key}|${language}`, fetch));
}

/**
 * The list at once when it is kept, or was fetched early and has come (then kept as well), else
 * undefined: what the page's first render can show (decision 0057).
 */
export function knownForLanguage<T>(key: string, language: string): T[] | undefined {
  const cached = readCached<T>(key, language);
  if (cached) return cached;
  const list = peekEarly<T[]>(`${key}|${language}`);
  return list && keep(key, language, list);
}

/**
 * Starts a list's fetch before the page that shows it has loaded (`lib/async/early-fetch`), unless
 * it is kept already; that page's first `cachedForLanguage` of the key and language takes it.
 */
export function cacheEarly<T>(key: string, language: string, fetch: () => Promise<T[]>): void {
  if (!readCached<T>(key, language)) fetchEarly(`${key}|${language}`, fetch);
}

/** Keeps a list that came for the session; an empty one is not kept (asked again next time). */
function keep<T>(key: string, language: string, list: T[]): T[] {
  if (list.length > 0) writeStored('session', key, JSON.stringify({ language, list }));
  return list;
}

function readCached<T>(key: string, language: string): T[] | null {
  try {
    const cached = JSON.parse(readStored('session', key) ?? 'null') as { language?: unknown; list?: unknown };
    if (cached?.language === language && Array.isArray(cached.list)) return cached.list as T[];
  } catch {
    // Fetched again.
  }
  return null;
}
