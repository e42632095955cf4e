import {
  type BodyOf,
  type Endpoint,
  type QueryOf,
  type StaffRole,
  type ValueOf,
  ZEnvelope,
} from '@tessera/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from './app-error.js';
import type { RequestContext } from './context.js';
import { ok } from './envelope.js';
import { refuseNul } from './nul-guard.js';
import { settledReply } from './settled-answers.js';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface HandlerInput<E extends Endpoint> {
  body: Parsed<NonNullable<E['body']>>;
  query: Parsed<NonNullable<E['query']>>;
  params: Parsed<NonNullable<E['params']>>;
  ctx: RequestContext;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type Handler<E extends Endpoint> = (input: HandlerInput<E>) => Promise<ValueOf<E>>;

/** What binding needs from the services: session lookup and sealed-payload opening. */
export interface Gatekeeper {
  authenticateMember(request: FastifyRequest): Promise<void>;
  authenticateStaff(request: FastifyRequest): Promise<void>;
  authenticateOptional(request: FastifyRequest): Promise<void>;
  openSealedBody(request: FastifyRequest): Promise<void>;
}

/** Calls a member who must change their password may still make. */
const DURING_PASSWORD_CHANGE = new Set([
  '/wps/member/password',
  '/wps/session/logout',
  '/wps/member/info',
  '/wps/member/info/icon',
  '/wps/member/language',
]);

/**
 * Bind a handler to its contract: module switch, authentication (and the staff roles the contract
 * names: a staff call without `roles` is refused to everyone), sealed body, NUL characters refused,
 * then zod validation (fastify-type-provider-zod) and the envelope around the handler's value.
 */
export function bind<E extends Endpoint>(
  app: FastifyInstance,
  gate: Gatekeeper,
  endpoint: E,
  handler: Handler<E>,
) {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...(endpoint.bodyLimit ? { bodyLimit: endpoint.bodyLimit } : {}),
    schema: {
      summary: endpoint.summary,
      tags: [endpoint.moduleId],
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      response: { 200: ZEnvelope(endpoint.value) },
    },
    preValidation: async (request) => {
      const { merchant } = request.ctx;
      if (merchant.modules[endpoint.moduleId] === false) throw new AppError('function.not.available');
      if (endpoint.auth === 'member') {
        await gate.authenticateMember(request);
        if (request.ctx.member?.mustChangePassword && !DURING_PASSWORD_CHANGE.has(endpoint.path)) {
          throw new AppError('password.change.required');
        }
      } else if (endpoint.auth === 'staff') {
        await gate.authenticateStaff(request);
        const role = request.ctx.staff?.role as StaffRole;
        if (!endpoint.roles?.includes(role)) throw new AppError('staff.forbidden');
      } else if (endpoint.auth === 'optional') await gate.authenticateOptional(request);
      if (endpoint.encrypted) await gate.openSealedBody(request);
      refuseNul(request);
    },
    handler: async (request, reply) => {
      const value = await handler({
        body: request.body as HandlerInput<E>['body'],
        query: request.query as HandlerInput<E>['query'],
        params: request.params as HandlerInput<E>['params'],
        ctx: request.ctx,
        request,
        reply,
      });
      // A settled answer's bytes are kept; while responses are checked (tests), every answer is.
      const kept = request.server.validatesResponses ? null : settledReply(value);
      return kept ? reply.type('application/json; charset=utf-8').send(kept) : ok(value);
    },
  });
}

export type { BodyOf, QueryOf };
