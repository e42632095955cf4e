/**
 * What the server wrote into the page for this host as a `<meta name="…">` tag (the brand's code,
 * its default language): the page carries no inline script, the Content-Security-Policy allows none.
 */
export function servedMeta(name: string): string | null {
  if (typeof document === 'undefined') return null;
  return document.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? null;
}
