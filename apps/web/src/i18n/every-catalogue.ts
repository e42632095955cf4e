import bnFiles from './catalogue-bn';
import enFiles from './catalogue-en';
import { mergeCatalogue } from './catalogue-files';
import type { CatalogueLanguage } from './catalogues';

const en = mergeCatalogue(enFiles);
const bn = mergeCatalogue(bnFiles);

/**
 * Every language's strings at once, for the checks that compare them (the catalogue and key tests).
 * The site never imports this: it fetches the one language it shows through `catalogues.ts`.
 */
export const CATALOGUES: Record<CatalogueLanguage, Record<string, string>> = {
  EN: en.strings,
  BN: bn.strings,
};

/** Every file's keys, by language and file name (for the duplicate-key check). */
export const CATALOGUE_FILES: Record<CatalogueLanguage, Record<string, Record<string, string>>> = {
  EN: en.files,
  BN: bn.files,
};
