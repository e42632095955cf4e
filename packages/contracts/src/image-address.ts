/**
 * The address of a catalogue image (spec §3, §7.3): full addresses and site paths stay as they
 * are; a relative path (`games/SLT/SLT0001.png`) goes under the image base, one of the brand's
 * image CDNs. The site builds its pictures' addresses with it, and the server the addresses it
 * asks the browser to fetch early (decision 0057), so the two are the same request.
 */
export function imageAddress(path: string, base: string): string | null {
  const trimmed = path.trim();
  if (trimmed === '') return null;
  if (/^(?:[a-z][a-z0-9+.-]*:|\/)/iu.test(trimmed)) return trimmed;
  return `${base.replace(/\/+$/u, '')}/${trimmed.replace(/^\.?\/+/u, '')}`;
}
