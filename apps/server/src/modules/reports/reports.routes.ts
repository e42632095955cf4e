import { getDashboard, getReport } from '@tessera/contracts';
import type { RouteDeps } from '../../routes.js';

/** The back office's dashboard and reports (issue 13). */
export function reportRoutes({ app, gate, services, bind }: RouteDeps): void {
  const { reports } = services;
  bind(app, gate, getDashboard, ({ ctx, query }) => reports.dashboard(ctx.merchant, query.days));
  bind(app, gate, getReport, ({ ctx, params, query }) =>
    reports.report(ctx.merchant, params.name, query.from, query.to, ctx.catalogue),
  );
}
