import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadCatalogue } from './catalogues';
import { catalogueKey } from './language-rules';
import type en from './locales/en.json';

/**
 * Starts with no strings: `loadStrings` fetches the one catalogue a visit shows (issue 12, about
 * 17 KB brotli for BN, the two together were twice that). EN and BN have the same keys (the
 * catalogue test checks), so no fallback catalogue is fetched.
 */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: {},
  lng: 'BN',
  fallbackLng: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  showSupportNotice: false,
});

/** Fetches the language's strings when they are not here yet; languages without a catalogue read English. */
export async function loadStrings(language: string): Promise<'EN' | 'BN'> {
  const key = catalogueKey(language);
  if (!i18n.hasResourceBundle(key, 'translation')) {
    i18n.addResourceBundle(key, 'translation', await loadCatalogue(key));
  }
  return key;
}

/** Keys of the shared catalogue (feature catalogues' keys are plain strings). */
export type TranslationKey = keyof typeof en;
