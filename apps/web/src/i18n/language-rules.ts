import { catalogueFor, isLanguage, type Language, languageTag, RTL_LANGUAGES } from '@tessera/contracts';

/** The BCP 47 tag for `<html lang>`: `BN` → `bn`, `PT-BR` → `pt-BR`, `TW` → `zh-TW`. */
export function htmlLangFor(language: string): string {
  return languageTag(language);
}

export function directionFor(language: string): 'rtl' | 'ltr' {
  return (RTL_LANGUAGES as readonly string[]).includes(language.toUpperCase()) ? 'rtl' : 'ltr';
}

/** i18next resource key: EN or BN; every other language reads the English strings. */
export function catalogueKey(language: string): 'EN' | 'BN' {
  return catalogueFor(language);
}

/**
 * The language to show: the visitor's own choice when this brand offers it, else the brand's default
 * (spec: default BN unless the visitor chose one).
 */
export function pickLanguage(
  stored: string | null,
  offered: readonly string[],
  brandDefault: Language,
): Language {
  const candidate = stored?.toUpperCase() ?? null;
  if (candidate && isLanguage(candidate) && offered.includes(candidate)) return candidate;
  return brandDefault;
}
