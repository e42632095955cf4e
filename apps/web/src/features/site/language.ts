import type { Language } from '@tessera/contracts';
import { i18n, loadStrings } from '../../i18n/i18n';
import { directionFor, htmlLangFor } from '../../i18n/language-rules';
import { servedMeta } from '../../lib/dom/served-meta';
import { readStored, STORAGE_KEYS, writeStored } from '../../lib/storage/web-storage';
import { createStore } from '../../lib/store/create-store';
import { sendLanguage } from './api/put-language';

/** The language the visitor sees and the server is told (the `Language` header). */
export const languageStore = createStore<Language | null>(null);

export function storedLanguage(): string | null {
  return readStored('local', STORAGE_KEYS.language);
}

/** The brand's default language as the server wrote it into the page (decision 0057), if it did. */
export const servedLanguage = (): string | null => servedMeta('tessera-language');

/** The language whose strings are on their way (the selector shows it loading), else null. */
export const pendingLanguageStore = createStore<Language | null>(null);

/**
 * Strings, `<html lang>` and `dir` follow the language; RTL languages mirror the layout. The
 * language's strings are fetched first (issue 12: one catalogue a visit), and everything switches
 * together once they are here, so no key or half-translated page ever shows; of two quick choices
 * the last one wins.
 */
export async function applyLanguage(language: Language): Promise<void> {
  pendingLanguageStore.set(language);
  try {
    const catalogue = await loadStrings(language);
    if (pendingLanguageStore.get() !== language) return;
    languageStore.set(language);
    const root = document.documentElement;
    root.lang = htmlLangFor(language);
    root.dir = directionFor(language);
    await i18n.changeLanguage(catalogue);
  } finally {
    if (pendingLanguageStore.get() === language) pendingLanguageStore.set(null);
  }
}

/**
 * The visitor picked a language (spec §4): remember it as `lang` and the previous one as `hisLang`,
 * switch the site, then tell the server (which also stores it on a logged-in member).
 */
export async function chooseLanguage(language: Language): Promise<void> {
  const previous = languageStore.get();
  if (previous === language) return;
  if (previous) writeStored('local', STORAGE_KEYS.previousLanguage, previous);
  writeStored('local', STORAGE_KEYS.language, language);
  await applyLanguage(language);
  try {
    await sendLanguage(language);
  } catch (error) {
    // The switch already happened locally and every later call carries the header anyway.
    console.warn('Could not store the language on the server', error);
  }
}
