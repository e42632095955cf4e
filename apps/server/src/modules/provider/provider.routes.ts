import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.js';
import { countProviderCall } from '../../lib/metrics.js';
import type { RouteDeps } from '../../routes.js';
import type { ProviderApi } from './provider-api.js';
import { PROVIDER_ACTIONS, refusal } from './provider-wire.js';

/** Bodies are small JSON objects; anything larger is not a vendor call. */
const BODY_LIMIT = 64 * 1024;

/**
 * The provider API (domain.md §4). Not a contract: the caller is a game vendor, not the site; it
 * sends no Merchant header and gets no envelope. Its own plugin scope keeps every body as the exact
 * text that arrived (the signature covers the raw bytes) and answers every refusal, a framework's
 * included, as HTTP 200 with a status.
 */
export function providerRoutes({ app, services }: RouteDeps): void {
  void app.register(async (scope) => providerScope(scope, services.provider.api));
}

async function providerScope(scope: FastifyInstance, api: ProviderApi): Promise<void> {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_r, body, done) =>
    done(null, body),
  );
  scope.setErrorHandler((error: FastifyError, request, reply) => {
    const callerFault =
      error instanceof AppError ||
      error instanceof SyntaxError ||
      (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500);
    countProviderCall(actionLabel(request.params), callerFault ? 'INVALID_REQUEST' : 'ERROR');
    if (callerFault) return reply.status(200).send(refusal('INVALID_REQUEST'));
    // Our own fault: a 5xx, so the vendor retries (a retry is a replay, booked once).
    request.log.error({ err: error }, 'provider call failed');
    return reply.status(500).send(refusal('INVALID_REQUEST'));
  });
  scope.post<{ Params: { vendor: string; action: string }; Body: string | undefined }>(
    '/provider/v1/:vendor/:action',
    { schema: { hide: true } },
    async (request) => {
      const answer = await api.handle({
        vendor: request.params.vendor,
        action: request.params.action,
        timestamp: request.headers['x-timestamp'],
        signature: request.headers['x-signature'],
        rawBody: typeof request.body === 'string' ? request.body : '',
      });
      countProviderCall(actionLabel(request.params), answer.status);
      return answer;
    },
  );
}

/** The action as a metric label: one of the API's, else "other" (the path is the caller's to choose). */
function actionLabel(params: unknown): string {
  const action = (params as { action?: string } | undefined)?.action;
  return action !== undefined && (PROVIDER_ACTIONS as readonly string[]).includes(action) ? action : 'other';
}
