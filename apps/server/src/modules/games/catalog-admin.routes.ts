import {
  listGamesStaff,
  listVendorsStaff,
  putGameStaff,
  putVendorStaff,
  rotateVendorSecretStaff,
} from '@tessera/contracts';
import { requireStaff } from '../../http/context.js';
import type { RouteDeps } from '../../routes.js';

/** The back office's catalog: vendors and games (issue 13, decision 0030). */
export function catalogAdminRoutes({ app, gate, services, bind }: RouteDeps): void {
  const { catalogAdmin, vendorSecretRotation } = services;
  bind(app, gate, listVendorsStaff, ({ ctx }) => catalogAdmin.vendors(ctx.merchant.id));
  bind(app, gate, putVendorStaff, ({ ctx, params, body }) =>
    catalogAdmin.updateVendor(requireStaff(ctx), params.code, body, ctx.ip),
  );
  bind(app, gate, rotateVendorSecretStaff, ({ ctx, params, body }) =>
    vendorSecretRotation.rotate(requireStaff(ctx), params.code, body.graceHours, ctx.ip),
  );
  bind(app, gate, listGamesStaff, ({ ctx, query }) => catalogAdmin.games(ctx.language, query));
  bind(app, gate, putGameStaff, ({ ctx, params, body }) =>
    catalogAdmin.updateGame(requireStaff(ctx), ctx.language, params.id, body, ctx.ip),
  );
}
