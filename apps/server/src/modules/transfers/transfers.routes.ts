import { getTransferInfo, transferToDownline, transferToUpline } from '@tessera/contracts';
import { requireMember } from '../../http/context.js';
import type { RouteDeps } from '../../routes.js';

/** Transfers between people: to the upline (members), to the team below (agents). */
export function transferRoutes({ app, gate, services, bind }: RouteDeps): void {
  const { memberTransfers } = services;
  bind(app, gate, getTransferInfo, ({ ctx }) => memberTransfers.info(ctx, requireMember(ctx)));
  bind(app, gate, transferToUpline, ({ ctx, body }) =>
    memberTransfers.toUpline(ctx, requireMember(ctx), body),
  );
  bind(app, gate, transferToDownline, ({ ctx, body }) =>
    memberTransfers.toDownline(ctx, requireMember(ctx), body),
  );
}
