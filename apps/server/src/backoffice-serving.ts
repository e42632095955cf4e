import { existsSync, readFileSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from './config.js';
import { failure } from './http/envelope.js';
import type { Services } from './services.js';

/** Where the console lives; react-router's basename in apps/backoffice is the same. */
export const BACKOFFICE_PREFIX = '/backoffice';

/** Hashed build output: its name changes with its content, so a browser may keep it for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Files under a fixed name (boot.js, the icon): kept a while, then checked. */
const SHORT = 'public, max-age=3600';
/** The page itself: always checked, so a new build (new asset names) reaches the next visit. */
const PAGE = 'no-cache';
const PLACEHOLDER = '<!--tessera-config-->';

/**
 * The built staff console (`apps/backoffice/dist`, decision 0029) at /backoffice/, as the member
 * site is served (site-serving.ts, decision 0023): static files with their precompressed brotli or
 * gzip twin, hashed assets cached for a year, and index.html for every other /backoffice/ path with
 * the brand's merchant code written in as a meta tag (no inline script: the CSP allows none). A
 * missing file is a 404, never the page. Everything lives in its own plugin context under the
 * prefix, with its own not-found handler, so the member site's handler never answers for it.
 */
export async function serveBackoffice(
  app: FastifyInstance,
  config: Config,
  services: Services,
): Promise<void> {
  const root = resolve(config.backofficeDist);
  const assets = `${resolve(root, 'assets')}${sep}`;
  const indexFile = resolve(root, 'index.html');
  const template = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    let merchantCode = '';
    try {
      merchantCode = (await services.merchants.resolve(undefined, request.headers.host)).code;
    } catch {
      // No brand yet (an empty database): the console shows its own error state.
    }
    const meta = `<meta name="tessera-merchant" content="${escapeAttribute(merchantCode)}" />`;
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', PAGE)
      .send(template!.replace(PLACEHOLDER, meta));
  };

  await app.register(
    async (console) => {
      if (template) {
        await console.register(fastifyStatic, {
          root,
          prefix: '/',
          index: false,
          wildcard: true,
          preCompressed: true,
          // Scoped to this context; the member site decorates its own.
          decorateReply: false,
          cacheControl: false,
          // The page goes out with the brand written in; the compressed twins only in place of theirs.
          allowedPath: (path) => path !== '/index.html' && !/\.(br|gz)$/u.test(path),
          setHeaders: (response, path) => {
            response.setHeader('cache-control', path.startsWith(assets) ? IMMUTABLE : SHORT);
            response.setHeader('vary', 'accept-encoding');
          },
        });
      }
      const notFound = (request: FastifyRequest, reply: FastifyReply) => {
        const error = failure(
          'route.not.found',
          request.ctx?.catalogue ?? String(request.headers.language ?? ''),
        );
        return reply.status(error.status).send(error.body);
      };
      // The static handler refuses the bare directory: /backoffice and /backoffice/ have their route.
      console.get('/', (request, reply) => (template ? sendPage(request, reply) : notFound(request, reply)));
      console.setNotFoundHandler(async (request, reply) => {
        const path = request.url.split('?')[0]!;
        const isFile = /\.[a-z0-9]+$/iu.test(path) && !path.endsWith('.html');
        if (!template || request.method !== 'GET' || isFile) return notFound(request, reply);
        return sendPage(request, reply);
      });
    },
    { prefix: BACKOFFICE_PREFIX },
  );
}

function escapeAttribute(text: string): string {
  return text.replace(/[&<>"']/gu, (c) => `&#${c.charCodeAt(0)};`);
}
