import {
  claimRaffle,
  createRaffle,
  getRaffleDraw,
  getRaffleDraws,
  getRaffles,
  grantRaffleTickets,
  listRaffleDraws,
  listStaffRaffles,
  rotateRaffleSeeds,
  updateRaffle,
} from '@tessera/contracts';
import { requireMember, requireStaff } from '../../http/context.js';
import type { RouteDeps } from '../../routes.js';

/** Prize tickets: the member's calls (spec §7.5 `MCS2_claimRafflePromotion`) and the back office's. */
export function rafflesRoutes({ app, gate, services, bind }: RouteDeps): void {
  const { raffles, admin } = services.raffles;

  bind(app, gate, getRaffles, ({ ctx }) => raffles.list(ctx, requireMember(ctx)));
  bind(app, gate, claimRaffle, ({ ctx, body }) => raffles.claim(ctx, requireMember(ctx), body));
  bind(app, gate, getRaffleDraws, ({ ctx, query }) => raffles.draws(ctx, requireMember(ctx), query));
  bind(app, gate, getRaffleDraw, ({ ctx, params }) => raffles.draw(ctx, requireMember(ctx), params.id));
  bind(app, gate, rotateRaffleSeeds, ({ ctx, body }) =>
    raffles.rotate(ctx, requireMember(ctx), body.clientSeed),
  );

  bind(app, gate, listStaffRaffles, async ({ ctx }) => ({ list: await admin.list(ctx) }));
  bind(app, gate, createRaffle, ({ ctx, body }) => admin.create(ctx, requireStaff(ctx), body));
  bind(app, gate, updateRaffle, ({ ctx, params, body }) =>
    admin.update(ctx, requireStaff(ctx), params.id, body),
  );
  bind(app, gate, listRaffleDraws, ({ ctx, query }) => admin.draws(ctx, query));
  bind(app, gate, grantRaffleTickets, ({ ctx, params, body }) =>
    admin.grant(ctx, requireStaff(ctx), params.id, body),
  );
}
