/** A domain that serves a brand, as the site info lists it. */
interface DomainRoute {
  domain: string;
  merchantCode: string;
  main: boolean;
}

export interface MirrorLink {
  domain: string;
  /** The address to open: the domain with the page's own scheme and port. */
  href: string;
  main: boolean;
  current: boolean;
}

/**
 * The brand's domains as links (spec §2.1 mirror list): the main one first, then by name, each on
 * the scheme and port this page came from (a brand serves all its domains from the same servers).
 */
export function mirrorLinks(
  routes: readonly DomainRoute[],
  merchantCode: string,
  here: { protocol: string; hostname: string; port: string },
): MirrorLink[] {
  const port = here.port ? `:${here.port}` : '';
  return routes
    .filter((route) => route.merchantCode === merchantCode)
    .map((route) => ({
      domain: route.domain,
      href: `${here.protocol}//${route.domain.includes(':') ? `[${route.domain}]` : route.domain}${port}/`,
      main: route.main,
      current: route.domain.toLowerCase() === here.hostname.toLowerCase(),
    }))
    .sort((a, b) => Number(b.main) - Number(a.main) || a.domain.localeCompare(b.domain));
}
