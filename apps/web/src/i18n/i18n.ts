import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { CATALOGUES } from './catalogues';
import { catalogueKey } from './language-rules';
import type en from './locales/en.json';

/**
 * Both catalogues ship in the main bundle: together they are a few KB gzipped, smaller than the
 * extra round trip a lazy load would cost on the first paint.
 */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { EN: { translation: CATALOGUES.EN }, BN: { translation: CATALOGUES.BN } },
  lng: 'BN',
  fallbackLng: 'EN',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  showSupportNotice: false,
});

/** Switches the strings; languages without a catalogue read English. */
export function showLanguage(language: string): Promise<unknown> {
  return i18n.changeLanguage(catalogueKey(language));
}

/** Keys of the shared catalogue (feature catalogues' keys are plain strings). */
export type TranslationKey = keyof typeof en;
