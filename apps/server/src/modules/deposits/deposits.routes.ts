import {
  approveDeposit,
  approveDeposits,
  createPaymentChannel,
  getDeposit,
  getDepositChannels,
  getDeposits,
  listDepositsStaff,
  listPaymentChannels,
  postDeposit,
  rejectDeposit,
  updatePaymentChannel,
} from '@tessera/contracts';
import type { FastifyInstance } from 'fastify';
import { requireMember, requireStaff } from '../../http/context.js';
import { eachOutcome } from '../../http/each-outcome.js';
import { ok } from '../../http/envelope.js';
import type { RouteDeps } from '../../routes.js';
import type { Deposits } from './deposits.js';
import { assertRealMember } from './deposits.service.js';
import { sandboxPages } from './sandbox-pages.js';

/** Staff who may see and decide deposits. */

export function depositRoutes({ app, gate, services, bind }: RouteDeps): void {
  const { deposits } = services;

  bind(app, gate, getDepositChannels, async ({ ctx }) => {
    assertRealMember(requireMember(ctx));
    return deposits.member.channels(ctx.merchant);
  });
  bind(app, gate, postDeposit, ({ body, ctx }) =>
    deposits.member.create(ctx.merchant, requireMember(ctx), body),
  );
  bind(app, gate, getDeposits, ({ query, ctx }) =>
    deposits.member.list(ctx.merchant, requireMember(ctx), query),
  );
  bind(app, gate, getDeposit, ({ params, ctx }) =>
    deposits.member.get(ctx.merchant, requireMember(ctx), params.id),
  );

  bind(app, gate, listDepositsStaff, async ({ query, ctx }) => {
    return deposits.review.list(ctx, query);
  });
  bind(app, gate, approveDeposit, async ({ params, ctx }) => {
    const actor = requireStaff(ctx);
    return deposits.review.approve(ctx, actor, params.id);
  });
  bind(app, gate, approveDeposits, ({ body, ctx }) =>
    eachOutcome(ctx, body.ids, (id) => deposits.review.approve(ctx, requireStaff(ctx), id)),
  );
  bind(app, gate, rejectDeposit, async ({ params, body, ctx }) => {
    const actor = requireStaff(ctx);
    return deposits.review.reject(ctx, actor, params.id, body.reason);
  });

  bind(app, gate, listPaymentChannels, async ({ ctx }) => deposits.channels.list(ctx.merchant));
  bind(app, gate, createPaymentChannel, ({ ctx, body }) =>
    deposits.channels.create(ctx.merchant, requireStaff(ctx), body, ctx.ip),
  );
  bind(app, gate, updatePaymentChannel, ({ ctx, params, body }) =>
    deposits.channels.update(ctx.merchant, requireStaff(ctx), params.code, body, ctx.ip),
  );

  void app.register(async (scope) => gatewayCallbacks(scope, deposits));
  sandboxPages(app, deposits.sandbox);
  app.addHook('onClose', () => deposits.sandbox.stop());
}

/**
 * `POST /wps/gateway/:gateway/notify`: where payment gateways notify us. Not a contract: the
 * caller is a provider, not the site, it sends no Merchant header (the brand is the deposit's),
 * and the signature covers the raw body, so this scope keeps JSON bodies as the exact text that
 * arrived instead of parsing them.
 */
async function gatewayCallbacks(scope: FastifyInstance, deposits: Deposits): Promise<void> {
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_r, body, done) => done(null, body),
  );
  scope.post<{ Params: { gateway: string }; Body: string }>(
    '/wps/gateway/:gateway/notify',
    async (request) => {
      const rawBody = typeof request.body === 'string' ? request.body : '';
      return ok(await deposits.notifications.receive(request.params.gateway, request.headers, rawBody));
    },
  );
}
