/**
 * Storage access that never throws: private modes and locked-down browsers refuse storage, and the
 * site must still work (it then simply forgets between visits).
 */
type Area = 'local' | 'session';

function area(kind: Area): Storage | null {
  try {
    return kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return null;
  }
}

export function readStored(kind: Area, key: string): string | null {
  try {
    return area(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(kind: Area, key: string, value: string | null): void {
  try {
    const storage = area(kind);
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // Quota or privacy refusal: the value lives only in memory for this page.
  }
}

/** Empties session storage except the keys named (logout keeps the merchant code, spec §4). */
export function clearSessionStorageExcept(keep: readonly string[]): void {
  const storage = area('session');
  if (!storage) return;
  const kept = keep.map((key) => [key, storage.getItem(key)] as const);
  storage.clear();
  for (const [key, value] of kept) if (value !== null) storage.setItem(key, value);
}

export const STORAGE_KEYS = {
  token: 'token',
  merchantCode: 'merchantCode',
  language: 'lang',
  previousLanguage: 'hisLang',
  theme: 'theme',
} as const;
