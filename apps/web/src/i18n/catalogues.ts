/**
 * The string catalogues: `locales/<lang>.json` holds the shared chrome, and each feature area may
 * keep its own `locales/<lang>.<area>.json` beside it. They merge into one catalogue per language;
 * a key defined in two files is a mistake the catalogue test reports.
 */
const files = import.meta.glob<Record<string, string>>('./locales/*.json', {
  eager: true,
  import: 'default',
});

export type CatalogueLanguage = 'EN' | 'BN';

/** Every file's keys, by language and file name (for the duplicate-key check). */
export const CATALOGUE_FILES: Record<CatalogueLanguage, Record<string, Record<string, string>>> = {
  EN: {},
  BN: {},
};
for (const [path, strings] of Object.entries(files)) {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const language = name.split('.')[0]!.toUpperCase() as CatalogueLanguage;
  if (language in CATALOGUE_FILES) CATALOGUE_FILES[language][name] = strings;
}

export const CATALOGUES: Record<CatalogueLanguage, Record<string, string>> = {
  EN: Object.assign({}, ...Object.values(CATALOGUE_FILES.EN)),
  BN: Object.assign({}, ...Object.values(CATALOGUE_FILES.BN)),
};
