import { SITE_LINK } from '@tessera/contracts';

/** The links form's rows and checks (the server checks the same: https or a site path, a type, a label). */
export interface LinkRow {
  key: number;
  resourceType: string;
  labelNameEn: string;
  url: string;
}

/** Types the member site knows how to show (free text is allowed: A–Z and _). */
export const LINK_TYPES = [
  'WHATSAPP',
  'TELEGRAM',
  'FACEBOOK',
  'YOUTUBE',
  'TIKTOK',
  'INSTAGRAM',
  'TWITTER',
  'CUSTOMER_SERVICE',
  'LIVE_CHAT',
  'APP_ANDROID',
  'APP_IOS',
] as const;

export type LinkProblem = 'type' | 'label' | 'url';

/** Each row's problems, by key; an empty map when all can be saved. */
export function linkProblems(rows: readonly LinkRow[]): Map<number, LinkProblem[]> {
  const problems = new Map<number, LinkProblem[]>();
  for (const row of rows) {
    const found: LinkProblem[] = [];
    if (!/^[A-Z_]{2,32}$/u.test(row.resourceType.trim().toUpperCase())) found.push('type');
    const label = row.labelNameEn.trim();
    if (label.length < 1 || label.length > 60) found.push('label');
    const url = row.url.trim();
    if (!SITE_LINK.test(url) || url.length > 500 || (!url.startsWith('/') && !validHost(url)))
      found.push('url');
    if (found.length) problems.set(row.key, found);
  }
  return problems;
}

function validHost(url: string): boolean {
  try {
    return new URL(url).hostname.includes('.');
  } catch {
    return false;
  }
}

/** The list with one row moved up (-1) or down (+1); unchanged at either end. */
export function moveRow<T>(rows: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (to < 0 || to >= rows.length) return [...rows];
  const next = [...rows];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

/** The 31 language codes as BCP 47 tags for their names (`Intl.DisplayNames`). */
const TAGS: Record<string, string> = {
  CN: 'zh-Hans',
  TW: 'zh-Hant',
  'PT-BR': 'pt-BR',
  'UR-LA': 'ur',
  MY: 'my',
};

/** A language's name in the console's language, or null when Intl does not know it. */
export function languageName(code: string, locale: string): string | null {
  try {
    const tag = TAGS[code] ?? code.toLowerCase();
    const name = new Intl.DisplayNames([locale], { type: 'language', fallback: 'none' }).of(tag);
    return name ?? null;
  } catch {
    return null;
  }
}
