/**
 * A login's device in a few words from its User-Agent ("Chrome 126 · Android", "Safari · iPhone"):
 * enough for staff to tell "the same phone as always" from "a new desktop". Not a full parser: the
 * common browsers and systems, in the order that tells them apart (Edge and Opera say "Chrome" too,
 * every iOS browser says "Safari"). The raw text stays in the title for anything unusual.
 */
export interface DeviceSummary {
  browser: string | null;
  os: string | null;
  mobile: boolean;
}

const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdgA?\/(\d+)/u, 'Edge'],
  [/\bEdgiOS\/(\d+)/u, 'Edge'],
  [/\bOPR\/(\d+)/u, 'Opera'],
  [/\bSamsungBrowser\/(\d+)/u, 'Samsung Internet'],
  [/\bUCBrowser\/(\d+)/u, 'UC Browser'],
  [/\bFxiOS\/(\d+)/u, 'Firefox'],
  [/\bCriOS\/(\d+)/u, 'Chrome'],
  [/\bFirefox\/(\d+)/u, 'Firefox'],
  [/\bHeadlessChrome\/(\d+)/u, 'Headless Chrome'],
  [/\bChrome\/(\d+)/u, 'Chrome'],
  [/\bVersion\/(\d+)[.\d]*.*\bSafari\//u, 'Safari'],
  [/\bcurl\/(\d+)/u, 'curl'],
  [/\bnode(?:-fetch)?\b/iu, 'Node.js'],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/\biPhone\b/u, 'iPhone'],
  [/\biPad\b/u, 'iPad'],
  [/\bAndroid\b/u, 'Android'],
  [/\bWindows\b/u, 'Windows'],
  [/\bCrOS\b/u, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/u, 'macOS'],
  [/\bLinux\b/u, 'Linux'],
];

export function summariseUserAgent(userAgent: string | null | undefined): DeviceSummary {
  const text = userAgent?.trim() ?? '';
  if (!text) return { browser: null, os: null, mobile: false };
  let browser: string | null = null;
  for (const [pattern, name] of BROWSERS) {
    const match = pattern.exec(text);
    if (match) {
      browser = match[1] ? `${name} ${match[1]}` : name;
      break;
    }
  }
  const os = SYSTEMS.find(([pattern]) => pattern.test(text))?.[1] ?? null;
  const mobile = /\bMobile\b|\biPhone\b|\bAndroid\b/u.test(text) && !/\biPad\b/u.test(text);
  return { browser, os, mobile };
}

/** The summary as one line; `unknown` when nothing was recognised (the raw text is kept apart). */
export function deviceLabel(userAgent: string | null | undefined, unknown: string): string {
  const { browser, os } = summariseUserAgent(userAgent);
  const parts = [browser, os].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(' · ') : unknown;
}
