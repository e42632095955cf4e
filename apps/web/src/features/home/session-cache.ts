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
  try {
    const cached = JSON.parse(readStored('session', key) ?? 'null') as { language?: unknown; list?: unknown };
    if (cached?.language === language && Array.isArray(cached.list)) return cached.list as T[];
  } catch {
    // Fetched again below.
  }
  const list = await fetch();
  if (list.length > 0) writeStored('session', key, JSON.stringify({ language, list }));
  return list;
}
