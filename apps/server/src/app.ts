import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { serveBackoffice } from './backoffice-serving.js';
import type { Clock } from './clock.js';
import type { Config } from './config.js';
import type { Db } from './db/database.js';
import { registerCompression } from './http/compression.js';
import { isStaffRequest, staffOnlyDocs } from './http/docs-access.js';
import { failure } from './http/envelope.js';
import { installErrorHandling } from './http/error-handler.js';
import { createGatekeeper } from './http/gatekeeper.js';
import { installMetrics } from './http/metrics-route.js';
import { refuseDeceptivePaths } from './http/path-guard.js';
import { installRequestContext } from './http/request-context.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { type LogStream, serverOptions } from './http/server-options.js';
import type { RateLimiter } from './lib/rate-limiter.js';
import { registerChatSockets } from './modules/chat/chat-sockets.js';
import { registerJackpotSocket } from './modules/jackpot/jackpot-socket.js';
import { registerUnreadPush } from './modules/messages/unread-push.js';
import type { MailSender, SmsProvider } from './modules/notify/notifier.js';
import { registerQueueSocket } from './modules/reports/queue-socket.js';
import type { GeoLocator } from './modules/site/geo.js';
import { type BalanceBus, LocalBalanceBus, registerBalanceSocket } from './modules/wallet/balance-push.js';
import { registerRoutes } from './routes.js';
import { createServices, type Services } from './services.js';
import { serveSite } from './site-serving.js';

export interface AppDeps {
  config: Config;
  db: Db;
  clock: Clock;
  limiter: RateLimiter;
  geo: GeoLocator;
  sms?: SmsProvider;
  mail?: MailSender;
  /** How balance news reaches every node's sockets: in-process unless Redis is given. */
  balanceBus?: BalanceBus;
  /** Where log lines go (tests capture them); standard output otherwise. */
  logStream?: LogStream;
}

/** Assemble the server: plugins, request context, routes, site. Tests build it too. */
export async function buildApp(deps: AppDeps): Promise<{ app: FastifyInstance; services: Services }> {
  const app = Fastify({
    // The logger (secrets redacted) and the time-outs for slow or idle clients.
    ...serverOptions(deps.config, deps.logStream),
    trustProxy: deps.config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Errors the router raises before any hook runs (an over-long path id, a broken URL escape)
    // still answer the envelope in the caller's language.
    frameworkErrors: (error, request, reply) => {
      const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      const language = String(request.headers.language ?? '');
      const answer = tooLong
        ? failure('validation.failed', language, { field: 'path' })
        : failure('request.malformed', language);
      void (reply as FastifyReply).status(answer.status).send(answer.body);
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  // Handlers are type-checked against their contracts; re-parsing every answer with zod costs more
  // than the route itself, so production serialises directly and the tests validate every answer.
  app.decorate('validatesResponses', deps.config.validateResponses);
  app.setSerializerCompiler(
    deps.config.validateResponses ? serializerCompiler : () => (data) => JSON.stringify(data),
  );
  installErrorHandling(app);
  installMetrics(app, { db: deps.db, allow: deps.config.metricsAllow });
  registerSecurityHeaders(app, deps.config);
  await registerCompression(app);
  await app.register(cookie);
  await app.register(swagger, {
    openapi: { info: { title: 'Tessera API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    // The services are built below; the docs' hooks only run on requests, after that.
    ...staffOnlyDocs(deps.config.docsStaffPublic, (request) => isStaffRequest(services, request)),
  });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  const services = await createServices({ ...deps, log: app.log });
  // Reset mails queued after their answers are sent before the database closes.
  app.addHook('onClose', () => services.passwordResets.idle());

  app.addHook('onRequest', refuseDeceptivePaths);
  installRequestContext(app, services.merchants);

  registerRoutes(app, createGatekeeper(services), services);
  const bus = deps.balanceBus ?? new LocalBalanceBus();
  await registerBalanceSocket(app, services, bus, deps.config.publicUrl);
  registerJackpotSocket(app, services, bus, deps.config.publicUrl);
  registerUnreadPush(services, bus, app.log);
  registerChatSockets(app, services, bus, deps.config.publicUrl);
  registerQueueSocket(app, services, deps.config.publicUrl);
  await serveBackoffice(app, deps.config, services);
  await serveSite(app, deps.config, services);
  return { app, services };
}
