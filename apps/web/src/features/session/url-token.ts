/**
 * A `?token=` on a page URL is a session handed over by another site (spec §4). Returns the token
 * and the same URL without it, so the token does not linger in history or get shared by copy-paste.
 */
export function takeTokenFromUrl(href: string): { token: string | null; cleanedUrl: string } {
  const url = new URL(href);
  const token = url.searchParams.get('token')?.trim() || null;
  if (!url.searchParams.has('token')) return { token: null, cleanedUrl: href };
  url.searchParams.delete('token');
  return { token, cleanedUrl: `${url.pathname}${url.search}${url.hash}` };
}
