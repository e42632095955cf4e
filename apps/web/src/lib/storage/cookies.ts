/** Cookie helpers for the remember-me data (spec §3): plain strings, URI-encoded, path `/`. */

export function serializeCookie(name: string, value: string, maxAgeSeconds: number): string {
  return `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Strict`;
}

export function parseCookies(header: string): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    const name = part.slice(0, index).trim();
    if (!name) continue;
    const value = part.slice(index + 1).trim();
    try {
      cookies.set(decodeURIComponent(name), decodeURIComponent(value));
    } catch {
      // A cookie another script wrote with bad escapes is skipped, not fatal.
    }
  }
  return cookies;
}

export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  return parseCookies(document.cookie).get(name) ?? null;
}

export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  if (typeof document === 'undefined') return;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari and Firefox
  document.cookie = serializeCookie(name, value, maxAgeSeconds);
}

export function deleteCookie(name: string): void {
  writeCookie(name, '', 0);
}
