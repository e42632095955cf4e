import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from './config.js';
import { builtApp, isFilePath, pageSender, serveBuiltFiles } from './http/built-app.js';
import { failure } from './http/envelope.js';
import type { Services } from './services.js';

/** Where the console lives; react-router's basename in apps/backoffice is the same. */
export const BACKOFFICE_PREFIX = '/backoffice';

/**
 * The built staff console (`apps/backoffice/dist`, decision 0029) at /backoffice/, served as the
 * member site is (http/built-app.ts): its files, and its page for every other /backoffice/ path. A
 * missing file is a 404, never the page. Everything lives in its own plugin context under the
 * prefix, with its own not-found handler, so the member site's handler never answers for it.
 */
export async function serveBackoffice(
  app: FastifyInstance,
  config: Config,
  services: Services,
): Promise<void> {
  const { root, template } = builtApp(config.backofficeDist);
  const sendPage = template ? pageSender(services.merchants, template) : null;
  await app.register(
    async (console) => {
      // Scoped to this context; the member site decorates its own reply.
      if (template) await serveBuiltFiles(console, root, { prefix: '/', decorateReply: false });
      const notFound = (request: FastifyRequest, reply: FastifyReply) => {
        const error = failure(
          'route.not.found',
          request.ctx?.catalogue ?? String(request.headers.language ?? ''),
        );
        return reply.status(error.status).send(error.body);
      };
      // The static handler refuses the bare directory: /backoffice and /backoffice/ have their route.
      console.get('/', (request, reply) => (sendPage ? sendPage(request, reply) : notFound(request, reply)));
      console.setNotFoundHandler(async (request, reply) => {
        if (!sendPage || request.method !== 'GET' || isFilePath(request.url)) return notFound(request, reply);
        return sendPage(request, reply);
      });
    },
    { prefix: BACKOFFICE_PREFIX },
  );
}
