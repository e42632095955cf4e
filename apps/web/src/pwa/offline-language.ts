import { languageStore } from '../features/site/language';
import { writeStored } from '../lib/storage/web-storage';

/**
 * Where the offline page (public/offline.js) reads the language to speak: the one the site showed
 * last, the brand's default included (`lang` holds only a visitor's own choice). Decision 0054.
 */
export const OFFLINE_LANGUAGE_KEY = 'offlineLang';

export function rememberShownLanguage(): void {
  languageStore.subscribe(() => {
    const language = languageStore.get();
    if (language) writeStored('local', OFFLINE_LANGUAGE_KEY, language);
  });
}
