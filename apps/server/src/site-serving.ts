import { existsSync, readFileSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from './config.js';
import { failure } from './http/envelope.js';
import { isApiPath } from './http/error-handler.js';
import type { Services } from './services.js';

/** Hashed build output: its name changes with its content, so a browser may keep it for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Files under a fixed name (favicon, images, /boot.js): kept a while, then checked. */
const SHORT = 'public, max-age=3600';
/** The page itself: always checked, so a new build (new asset names) reaches the next visit. */
const PAGE = 'no-cache';

/** Where the server writes the brand's merchant code into index.html. */
const PLACEHOLDER = '<!--tessera-config-->';

/**
 * The built member site (decision 0023): static files with their precompressed brotli or gzip twin
 * (`.br`, `.gz`, written by the build) when the browser accepts it, hashed assets cached for a
 * year, and index.html for every other page with the brand's merchant code written in as a meta
 * tag, so the site knows what to send as `Merchant` before its first call. The page carries no
 * inline script: the Content-Security-Policy allows none.
 */
export async function serveSite(app: FastifyInstance, config: Config, services: Services): Promise<void> {
  const root = resolve(config.webDist);
  const assets = `${resolve(root, 'assets')}${sep}`;
  const indexFile = resolve(root, 'index.html');
  const template = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;
  if (template) {
    await app.register(fastifyStatic, {
      root,
      index: false,
      wildcard: true,
      preCompressed: true,
      // Set per file below: send's own header would be the same for every file.
      cacheControl: false,
      // The page is served with the brand written in; the compressed twins only in place of theirs.
      allowedPath: (path) => path !== '/index.html' && !/\.(br|gz)$/u.test(path),
      setHeaders: (response, path) => {
        response.setHeader('cache-control', path.startsWith(assets) ? IMMUTABLE : SHORT);
        response.setHeader('vary', 'accept-encoding');
      },
    });
  }
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    let merchantCode = '';
    try {
      merchantCode = (await services.merchants.resolve(undefined, request.headers.host)).code;
    } catch {
      // No brand yet (an empty database): the site shows its own error state.
    }
    const meta = `<meta name="tessera-merchant" content="${escapeAttribute(merchantCode)}" />`;
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', PAGE)
      .send(template!.replace(PLACEHOLDER, meta));
  };
  // The static handler refuses the bare directory, so the root page has its own route.
  if (template) app.get('/', sendPage);
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0]!;
    // A missing file (an old asset after a rebuild, a typo) is a 404, never the page in its place.
    const isFile = /\.[a-z0-9]+$/iu.test(path) && !path.endsWith('.html');
    if (isApiPath(request.url) || !template || request.method !== 'GET' || isFile) {
      const error = failure(
        'route.not.found',
        request.ctx?.catalogue ?? String(request.headers.language ?? ''),
      );
      return reply.status(error.status).send(error.body);
    }
    return sendPage(request, reply);
  });
}

function escapeAttribute(text: string): string {
  return text.replace(/[&<>"']/gu, (c) => `&#${c.charCodeAt(0)};`);
}
