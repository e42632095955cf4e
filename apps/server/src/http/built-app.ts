import { existsSync, readFileSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Merchant } from '../modules/site/merchant.js';
import type { MerchantDirectory } from '../modules/site/merchant-directory.js';
import { escapeAttribute } from './html-attribute.js';
import type { SiteBoot } from './site-boot.js';

/** Hashed build output: its name changes with its content, so a browser may keep it for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Files under a fixed name (favicon, images, /boot.js): kept a while, then checked. */
const SHORT = 'public, max-age=3600';
/** The page itself: always checked, so a new build (new asset names) reaches the next visit. */
const PAGE = 'no-cache';
/**
 * The service worker (decision 0054): the browser checks it at each navigation anyway, but an hour
 * in the HTTP cache would keep a broken one that long; `no-cache` makes each check reach us.
 */
const SERVICE_WORKER = 'sw.js';
/** Where the server writes the brand's merchant code into index.html. */
const PLACEHOLDER = '<!--tessera-config-->';

/**
 * A built single-page app (the member site, the staff console; decisions 0023, 0029): its
 * index.html, read once, and how its files and its page go out.
 */
export function builtApp(dist: string) {
  const root = resolve(dist);
  const indexFile = resolve(root, 'index.html');
  return { root, template: existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null };
}

/**
 * The app's static files in `scope`: each with its precompressed brotli or gzip twin (written by
 * the build) when the browser accepts it, hashed assets cached for a year, the service worker
 * checked every time, other files an hour.
 * index.html and the twins are never served by their own names.
 */
export async function serveBuiltFiles(
  scope: FastifyInstance,
  root: string,
  options: { prefix?: string; decorateReply?: boolean } = {},
): Promise<void> {
  const assets = `${resolve(root, 'assets')}${sep}`;
  const worker = resolve(root, SERVICE_WORKER);
  await scope.register(fastifyStatic, {
    root,
    ...(options.prefix ? { prefix: options.prefix } : {}),
    index: false,
    wildcard: true,
    preCompressed: true,
    decorateReply: options.decorateReply ?? true,
    // Set per file below: send's own header would be the same for every file.
    cacheControl: false,
    allowedPath: (path) => path !== '/index.html' && !/\.(br|gz)$/u.test(path),
    setHeaders: (response, path) => {
      response.setHeader(
        'cache-control',
        path.startsWith(assets) ? IMMUTABLE : path === worker ? PAGE : SHORT,
      );
      response.setHeader('vary', 'accept-encoding');
    },
  });
}

/**
 * Answers the app's page with the brand of the request's host written in as a meta tag, so the
 * app knows what to send as `Merchant` before its first call (no inline script: the CSP allows none),
 * and for the member site what `boot` adds for the request (site-boot.ts).
 */
export function pageSender(merchants: MerchantDirectory, template: string, boot?: SiteBoot) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    let merchant: Merchant | null = null;
    try {
      merchant = await merchants.resolve(undefined, request.headers.host);
    } catch {
      // No brand yet (an empty database): the app shows its own error state.
    }
    let head = `<meta name="tessera-merchant" content="${escapeAttribute(merchant?.code ?? '')}" />`;
    if (merchant && boot) head += await boot.head(request, merchant);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', PAGE)
      .send(template.replace(PLACEHOLDER, head));
  };
}

/** A path that names a file (an old asset, a typo) is a 404, never the page in its place. */
export const isFilePath = (url: string) => {
  const path = url.split('?')[0]!;
  return /\.[a-z0-9]+$/iu.test(path) && !path.endsWith('.html');
};
