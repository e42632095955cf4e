import type { FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import { builtApp, isFilePath, pageSender, serveBuiltFiles } from './http/built-app.js';
import { failure } from './http/envelope.js';
import { isApiPath } from './http/error-handler.js';
import { siteBoot } from './http/site-boot.js';
import { appDownloadRoutes } from './modules/app-download/app-download.routes.js';
import type { Services } from './services.js';

/**
 * The built member site (decision 0023): static files with their precompressed brotli or gzip twin
 * (`.br`, `.gz`, written by the build) when the browser accepts it, hashed assets cached for a
 * year, and index.html for every other page with the brand's merchant code written in as a meta
 * tag, so the site knows what to send as `Merchant` before its first call, and a visitor's first
 * answers in a JSON data block (http/site-boot.ts, decision 0057). The page carries no inline
 * script: the Content-Security-Policy allows none.
 */
export async function serveSite(app: FastifyInstance, config: Config, services: Services): Promise<void> {
  const { root, template } = builtApp(config.webDist);
  const sendPage = template ? pageSender(services.merchants, template, siteBoot(root)) : null;
  // The lite app's manifest and iOS profile name the brand of the host (decision 0054).
  appDownloadRoutes(app, config, services.merchants);
  if (template) await serveBuiltFiles(app, root);
  // The static handler refuses the bare directory, so the root page has its own route.
  if (sendPage) app.get('/', sendPage);
  app.setNotFoundHandler(async (request, reply) => {
    if (isApiPath(request.url) || !sendPage || request.method !== 'GET' || isFilePath(request.url)) {
      const error = failure(
        'route.not.found',
        request.ctx?.catalogue ?? String(request.headers.language ?? ''),
      );
      return reply.status(error.status).send(error.body);
    }
    return sendPage(request, reply);
  });
}
