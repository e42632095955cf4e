import type { LinkageType } from '@tessera/contracts';

/** Where a click on a banner, popup slide or headline goes (the contract's linkage types). */
export type LinkTarget =
  | { kind: 'none' }
  | { kind: 'route'; to: string }
  | { kind: 'external'; href: string }
  | { kind: 'promotion' };

/** A site path (not `//host`, which browsers read as another site). */
const SITE_PATH = /^\/(?!\/)[^\s"'<>\\]*$/u;
const WEB_ADDRESS = /^https?:\/\/[^\s"'<>\\]+$/iu;

export function isSitePath(url: string): boolean {
  return SITE_PATH.test(url);
}

/** Only http(s) addresses and site paths may reach an href or src: never javascript: or data:. */
export function isSafeUrl(url: string): boolean {
  return SITE_PATH.test(url) || WEB_ADDRESS.test(url);
}

/**
 * The click's destination; anything that does not fit its linkage type (a ROUTE to another site,
 * an EXTERNAL `javascript:`) is not a link at all rather than a guess.
 */
export function linkTargetOf(item: { url: string | null; linkageType: LinkageType }): LinkTarget {
  const url = item.url?.trim() ?? '';
  switch (item.linkageType) {
    case 'PROMOTION':
      return { kind: 'promotion' };
    case 'ROUTE':
      return isSitePath(url) ? { kind: 'route', to: url } : { kind: 'none' };
    case 'EXTERNAL':
      if (WEB_ADDRESS.test(url)) return { kind: 'external', href: url };
      return isSitePath(url) ? { kind: 'route', to: url } : { kind: 'none' };
    default:
      return { kind: 'none' };
  }
}
