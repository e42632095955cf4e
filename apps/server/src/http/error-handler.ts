import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './app-error.js';
import { failure } from './envelope.js';

export const API_PREFIXES = ['/wps/', '/bo/api/', '/lgw/', '/lotto/', '/provider/'];

export function isApiPath(url: string): boolean {
  return API_PREFIXES.some((prefix) => url.startsWith(prefix) || `${url}/` === prefix);
}

function languageOf(request: FastifyRequest): string | undefined {
  const header = request.headers.language;
  return request.ctx?.catalogue ?? (typeof header === 'string' ? header : undefined);
}

function send(reply: FastifyReply, error: ReturnType<typeof failure>) {
  return reply.status(error.status).type('application/json').send(error.body);
}

/** One place where every error becomes the envelope; 5xx never leak internals. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const language = languageOf(request);
    if (error instanceof AppError) {
      return send(reply, failure(error.code, language, error.params, error.value));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const field = issue?.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
      // The field path can come from the caller's own keys: never echo more than a short piece of it.
      return send(reply, failure('validation.failed', language, { field: String(field).slice(0, 64) }));
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      return send(reply, failure('request.too.large', language));
    if (
      error.statusCode !== undefined &&
      error.statusCode >= 400 &&
      error.statusCode < 500 &&
      error.code?.startsWith('FST_')
    ) {
      return send(reply, failure('request.malformed', language));
    }
    if (error instanceof SyntaxError) return send(reply, failure('request.malformed', language));
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, failure('internal.error', language));
  });
}
