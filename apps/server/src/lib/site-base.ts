import type { Merchant } from '../modules/site/merchant.js';

/** Where links we hand out point: `PUBLIC_URL`, and the port a local demo serves on. */
export interface SiteAddress {
  publicUrl: string | undefined;
  port: number;
}

/**
 * The base of a link to the brand's site (a password-reset link, an invitation link): PUBLIC_URL,
 * else the brand's main domain. Never the request's Host header, which the asker chooses (a link to
 * their own host would hand them a reset token).
 */
export function siteBase(merchant: Merchant, site: SiteAddress): string {
  if (site.publicUrl) return site.publicUrl.replace(/\/+$/u, '');
  const domain = merchant.domains.find((d) => d.main)?.domain ?? merchant.domains[0]?.domain ?? 'localhost';
  return domain === 'localhost' || domain === '127.0.0.1'
    ? `http://${domain}:${site.port}`
    : `https://${domain}`;
}
