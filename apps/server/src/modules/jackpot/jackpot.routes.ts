import {
  getJackpot,
  getJackpotSettings,
  getStaffJackpot,
  listJackpotWins,
  saveJackpotSettings,
} from '@tessera/contracts';
import { requireStaff } from '../../http/context.js';
import type { RouteDeps } from '../../routes.js';

/** The jackpot: the site's public reads and the back office's calls (issue 16, decision 0046). */
export function jackpotRoutes({ app, gate, services, bind }: RouteDeps): void {
  const { settings, pools } = services.jackpot;

  bind(app, gate, getJackpot, ({ ctx }) => pools.pool(ctx.merchant));
  bind(app, gate, listJackpotWins, async ({ ctx, query }) => ({
    list: await pools.wins(ctx.merchant, query.limit),
  }));

  bind(app, gate, getJackpotSettings, ({ ctx }) => settings.get(ctx));
  // Saved settings are news for every node's pool (switched off: no banner; on: its cycle).
  bind(app, gate, saveJackpotSettings, async ({ ctx, body }) => {
    const saved = await settings.save(ctx, requireStaff(ctx), body);
    pools.moved([ctx.merchant.id]);
    return saved;
  });
  bind(app, gate, getStaffJackpot, ({ ctx }) => pools.staffView(ctx.merchant));
}
