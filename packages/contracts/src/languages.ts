/** Every interface language the product knows (spec §1), in the spec's order. */
export const LANGUAGES = [
  'CN',
  'EN',
  'JA',
  'TH',
  'VI',
  'MY',
  'ES',
  'HI',
  'ID',
  'KM',
  'KO',
  'MS',
  'PT',
  'PT-BR',
  'TA',
  'TW',
  'TY',
  'UR',
  'UR-LA',
  'TR',
  'BN',
  'AR',
  'FA',
  'RU',
  'KK',
  'UZ',
  'LO',
  'NE',
  'FR',
  'TE',
  'SW',
] as const;
export type Language = (typeof LANGUAGES)[number];

/** The BCP 47 tag of a language (for `<html lang>` and `Intl`): `BN` → `bn`, `PT-BR` → `pt-BR`, `TW` → `zh-TW`. */
export function languageTag(language: string): string {
  const special: Record<string, string> = {
    CN: 'zh-CN',
    TW: 'zh-TW',
    'UR-LA': 'ur-Latn',
    MY: 'my',
    TY: 'tl',
  };
  const upper = language.toUpperCase();
  if (special[upper]) return special[upper];
  const [base, region] = upper.split('-');
  return region ? `${base!.toLowerCase()}-${region}` : base!.toLowerCase();
}

/** Written right to left. UR-LA is Urdu in Latin script, so it stays left to right. */
export const RTL_LANGUAGES: readonly Language[] = ['AR', 'FA', 'UR'];

/** Languages whose message catalogues are complete on the server and the site. */
export const TRANSLATED_LANGUAGES = ['EN', 'BN'] as const;
export type TranslatedLanguage = (typeof TRANSLATED_LANGUAGES)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The catalogue to use for a language: itself when translated, English otherwise. */
export function catalogueFor(language: string | undefined): TranslatedLanguage {
  const upper = (language ?? '').toUpperCase();
  return (TRANSLATED_LANGUAGES as readonly string[]).includes(upper) ? (upper as TranslatedLanguage) : 'EN';
}
