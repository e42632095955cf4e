import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readStored, writeStored } from '../lib/store/storage';
import { createStore } from '../lib/store/store';
import { CATALOGUES, type ConsoleLanguage } from './catalogues';

export const CONSOLE_LANGUAGES: readonly ConsoleLanguage[] = ['EN', 'BN'];
const KEY = 'bo-lang';

function initialLanguage(): ConsoleLanguage {
  const stored = readStored('local', KEY);
  if (stored === 'EN' || stored === 'BN') return stored;
  return globalThis.navigator?.language?.toLowerCase().startsWith('bn') ? 'BN' : 'EN';
}

/** The console's language: also the `Language` header, so the server's messages match it. */
export const languageStore = createStore<ConsoleLanguage>(initialLanguage());

/** Both catalogues are bundled: staff tools are not bandwidth-bound, and a switch is instant. */
export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources: {
    EN: { translation: CATALOGUES.EN },
    BN: { translation: CATALOGUES.BN },
  },
  lng: languageStore.get(),
  fallbackLng: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  showSupportNotice: false,
});

export function setLanguage(language: ConsoleLanguage): void {
  writeStored('local', KEY, language);
  languageStore.set(language);
  document.documentElement.lang = language.toLowerCase();
  void i18n.changeLanguage(language);
}
