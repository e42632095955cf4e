import {
  CONTRACT_PROCESS_CALLS,
  CONTRACT_TYPES,
  createDownline,
  createInvitation,
  getAgentOverview,
  getAgentReportStaff,
  getAgentTreeStaff,
  getInvitations,
  getTeamBet,
  getTeamBets,
  getTeamStatements,
  getTeamTransactions,
  holdBillStaff,
  listBills,
  listBillsStaff,
  listContracts,
  listContractsStaff,
  offerContract,
  offerContractStaff,
  requestTermination,
  searchDownlines,
  suspendContractStaff,
  toMajor,
} from '@tessera/contracts';
import { AppError } from '../../http/app-error.js';
import { type RequestContext, requireMember, requireStaff } from '../../http/context.js';
import type { RouteDeps } from '../../routes.js';
import { findBills, toBill } from './contract-bills.js';

/** The agent centre's calls (spec §2.4, issue 14): all scoped to the caller's own team. */
export function agentRoutes({ app, gate, services, bind }: RouteDeps): void {
  const { downlines, invitations, teamReports, teamBets, contracts, admin } = services.agents;
  const agentOf = (ctx: RequestContext) => downlines.agent(ctx, requireMember(ctx));
  bind(app, gate, getAgentOverview, async ({ ctx, query }) =>
    teamReports.overview(ctx.merchant, await agentOf(ctx), query),
  );
  bind(app, gate, searchDownlines, ({ ctx, query }) => downlines.search(ctx, requireMember(ctx), query));
  bind(app, gate, createDownline, ({ ctx, body }) => downlines.create(ctx, requireMember(ctx), body));
  bind(app, gate, getInvitations, async ({ ctx }) => invitations.list(ctx.merchant, await agentOf(ctx)));
  bind(app, gate, createInvitation, async ({ ctx, body }) =>
    invitations.create(ctx.merchant, await agentOf(ctx), body.kind),
  );
  bind(app, gate, getTeamBets, async ({ ctx, query }) =>
    teamReports.bets(ctx.merchant, ctx.language, await agentOf(ctx), query),
  );
  bind(app, gate, getTeamBet, async ({ ctx, params }) =>
    teamBets.detail(ctx.merchant, ctx.language, await agentOf(ctx), params.id),
  );
  bind(app, gate, getTeamStatements, async ({ ctx, query }) =>
    teamReports.statements(ctx.merchant, await agentOf(ctx), query),
  );
  bind(app, gate, getTeamTransactions, async ({ ctx, query }) =>
    teamReports.transactions(ctx.merchant, await agentOf(ctx), query),
  );

  // Contracts (spec §4, §7.5): the offer, the lists, the holder's answers, and the bills.
  bind(app, gate, offerContract, ({ ctx, body }) => contracts.offer(ctx, requireMember(ctx), body));
  bind(app, gate, listContracts, ({ ctx, query }) => contracts.list(ctx, requireMember(ctx), query));
  bind(app, gate, requestTermination, ({ ctx, params }) =>
    contracts.requestTermination(ctx, requireMember(ctx), params.id),
  );
  for (const type of CONTRACT_TYPES) {
    bind(app, gate, CONTRACT_PROCESS_CALLS[type], ({ ctx, body }) =>
      contracts.process(ctx, requireMember(ctx), type, body.id, body.action),
    );
  }
  bind(app, gate, listBills, async ({ ctx, query }) => {
    const session = requireMember(ctx);
    if (session.isTrial) throw new AppError('trial.not.allowed');
    const { rows, total, paid } = await findBills(services.db, {
      merchant: ctx.merchant,
      ...query,
      ...(query.direction === 'received' ? { payee: session.memberId } : { payer: session.memberId }),
    });
    const scale = ctx.merchant.currencyScale;
    return {
      list: rows.map((row) => toBill(row, scale)),
      total,
      pageNo: query.pageNo,
      pageSize: query.pageSize,
      paidTotal: toMajor(paid, scale),
    };
  });

  // The back office's agents.
  bind(app, gate, getAgentTreeStaff, ({ ctx, query }) => admin.tree(ctx.merchant, query));
  bind(app, gate, getAgentReportStaff, ({ ctx, params, query }) =>
    admin.report(ctx.merchant, params.memberId, query),
  );
  bind(app, gate, listContractsStaff, ({ ctx, query }) => admin.listContracts(ctx.merchant, query));
  bind(app, gate, offerContractStaff, ({ ctx, body }) =>
    admin.offer(ctx.merchant, requireStaff(ctx), body, ctx.ip),
  );
  bind(app, gate, suspendContractStaff, ({ ctx, params, body }) =>
    admin.suspend(ctx.merchant, requireStaff(ctx), params.id, body, ctx.ip),
  );
  bind(app, gate, listBillsStaff, ({ ctx, query }) => admin.listBills(ctx.merchant, query));
  bind(app, gate, holdBillStaff, ({ ctx, params, body }) =>
    admin.hold(ctx.merchant, requireStaff(ctx), params.id, body, ctx.ip),
  );
}
