import type { FastifyRequest } from 'fastify';
import type { Merchant } from '../site/merchant.js';
import type { MerchantDirectory } from '../site/merchant-directory.js';

/**
 * May a page from `origin` open the brand's balance socket? Yes when the page is on the brand's
 * own domains (`merchant_domains`), on the configured `PUBLIC_URL`, or on the very host the
 * request was sent to. A handshake without `Origin` comes from no browser (an app, a tool): it
 * is let through, since the token in the query is the credential and such a client could write
 * any `Origin` it liked (decision 0024); what this stops is another site's page in a member's
 * browser.
 */
export function originAllowed(
  origin: string | undefined,
  request: { host: string | undefined; merchant: Pick<Merchant, 'domains'>; publicUrl: string | undefined },
): boolean {
  if (origin === undefined) return true;
  let page: URL;
  try {
    page = new URL(origin);
  } catch {
    return false; // "null" (a sandboxed frame, a file) or garbage
  }
  if (page.protocol !== 'https:' && page.protocol !== 'http:') return false;
  if (request.host && page.host === request.host.toLowerCase()) return true;
  if (request.publicUrl && page.origin === new URL(request.publicUrl).origin) return true;
  return request.merchant.domains.some((entry) => entry.domain.toLowerCase() === page.hostname);
}

/**
 * The brand a socket asks for (a browser cannot send the Merchant header on a WebSocket):
 * `?merchant=` when sent, else the host's domain route; null when there is none.
 */
export function socketBrand(merchants: MerchantDirectory, request: FastifyRequest): Promise<Merchant | null> {
  const code = (request.query as { merchant?: unknown }).merchant;
  return merchants
    .resolve(typeof code === 'string' ? code : undefined, request.headers.host)
    .catch(() => null);
}
