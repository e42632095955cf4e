import { getBetRecord, getBetRecords, getProfitAndLoss } from '@tessera/contracts';
import { type RequestContext, requireMember } from '../../http/context.js';
import type { RouteDeps } from '../../routes.js';
import type { RecordViewer } from './records.service.js';

const viewerOf = (ctx: RequestContext): RecordViewer => ({
  merchant: ctx.merchant,
  memberId: requireMember(ctx).memberId,
  language: ctx.language,
});

export function recordRoutes({ app, gate, services, bind }: RouteDeps) {
  const { betRecords } = services;

  bind(app, gate, getBetRecords, ({ ctx, query }) => betRecords.list(viewerOf(ctx), query));

  bind(app, gate, getBetRecord, ({ ctx, params }) => betRecords.detail(viewerOf(ctx), params.id));

  bind(app, gate, getProfitAndLoss, ({ ctx, query }) => betRecords.profit(viewerOf(ctx), query));
}
