import { mergeCatalogue } from './catalogue-files';

export type CatalogueLanguage = 'EN' | 'BN';

/**
 * Each language's strings are a chunk of their own (issue 12): a visit downloads the language it
 * shows, not every language the site has. The glob patterns must be literal, hence a module each.
 */
const LOADERS: Record<CatalogueLanguage, () => Promise<{ default: Record<string, Record<string, string>> }>> =
  {
    EN: () => import('./catalogue-en'),
    BN: () => import('./catalogue-bn'),
  };

const loading = new Map<CatalogueLanguage, Promise<Record<string, string>>>();

/** The language's strings, fetched once; a failed fetch is forgotten so the next call tries again. */
export function loadCatalogue(language: CatalogueLanguage): Promise<Record<string, string>> {
  let strings = loading.get(language);
  if (!strings) {
    strings = LOADERS[language]().then((module) => mergeCatalogue(module.default).strings);
    strings.catch(() => loading.delete(language));
    loading.set(language, strings);
  }
  return strings;
}
