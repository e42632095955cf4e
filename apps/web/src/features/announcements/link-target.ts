import type { LinkageType } from '@tessera/contracts';
import { isOpenPath } from '../../app/open-pages';
import { isBuiltMemberCentrePage } from '../member-centre/member-centre-pages';

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
 * an EXTERNAL `javascript:`) is not a link at all rather than a guess, and neither is a link to a
 * page that is not built yet (an "opening soon" page, the reward centre): no dead ends.
 */
export function linkTargetOf(item: { url: string | null; linkageType: LinkageType }): LinkTarget {
  const url = item.url?.trim() ?? '';
  switch (item.linkageType) {
    case 'PROMOTION':
      return isBuiltMemberCentrePage('rewardCenter') ? { kind: 'promotion' } : { kind: 'none' };
    case 'ROUTE':
      return siteLink(url);
    case 'EXTERNAL':
      if (WEB_ADDRESS.test(url)) return { kind: 'external', href: url };
      return siteLink(url);
    default:
      return { kind: 'none' };
  }
}

function siteLink(url: string): LinkTarget {
  return isSitePath(url) && isOpenPath(url) ? { kind: 'route', to: url } : { kind: 'none' };
}
