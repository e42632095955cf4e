import {
  approveWithdrawal,
  approveWithdrawals,
  disburseWithdrawal,
  getWithdrawal,
  getWithdrawals,
  getWithdrawInfo,
  getWithdrawProof,
  getWithdrawProofStaff,
  listWithdrawalsStaff,
  postWithdraw,
  postWithdrawReceipt,
  rejectWithdrawal,
} from '@tessera/contracts';
import { AppError } from '../../http/app-error.js';
import { type RequestContext, requireMember, requireStaff } from '../../http/context.js';
import { eachOutcome } from '../../http/each-outcome.js';
import type { RouteDeps } from '../../routes.js';

/** The member behind a money call: trial (free-play) members are refused. */
function realMember(ctx: RequestContext): number {
  const member = requireMember(ctx);
  if (member.isTrial) throw new AppError('trial.not.allowed');
  return member.memberId;
}

export function withdrawalRoutes({ app, gate, services, bind }: RouteDeps): void {
  const { withdrawals, withdrawalReview } = services;

  bind(app, gate, getWithdrawInfo, ({ ctx }) => withdrawals.info(ctx.merchant, realMember(ctx)));
  bind(app, gate, postWithdraw, ({ body, ctx }) =>
    withdrawals.request(ctx.merchant, realMember(ctx), body, ctx.ip),
  );
  bind(app, gate, getWithdrawals, ({ query, ctx }) =>
    withdrawals.list(ctx.merchant, realMember(ctx), query.state, query),
  );
  bind(app, gate, getWithdrawal, ({ params, ctx }) =>
    withdrawals.get(ctx.merchant, realMember(ctx), params.id),
  );
  bind(app, gate, postWithdrawReceipt, ({ params, body, ctx }) =>
    withdrawals.confirmReceipt(ctx.merchant, realMember(ctx), params.id, body, ctx.ip),
  );
  bind(app, gate, getWithdrawProof, ({ params, ctx }) =>
    withdrawals.proof(ctx.merchant, realMember(ctx), params.id, params.index),
  );

  bind(app, gate, listWithdrawalsStaff, ({ query, ctx }) =>
    withdrawalReview.list(ctx.merchant, query.state, query),
  );
  bind(app, gate, approveWithdrawal, ({ params, ctx }) =>
    withdrawalReview.approve(ctx.merchant, requireStaff(ctx), params.id, ctx.ip),
  );
  bind(app, gate, approveWithdrawals, ({ body, ctx }) =>
    eachOutcome(ctx, body.ids, (id) => withdrawalReview.approve(ctx.merchant, requireStaff(ctx), id, ctx.ip)),
  );
  bind(app, gate, rejectWithdrawal, ({ params, body, ctx }) =>
    withdrawalReview.reject(ctx.merchant, requireStaff(ctx), params.id, body.reason, ctx.ip),
  );
  bind(app, gate, disburseWithdrawal, ({ params, ctx }) =>
    withdrawalReview.disburse(ctx.merchant, requireStaff(ctx), params.id, ctx.ip),
  );
  bind(app, gate, getWithdrawProofStaff, ({ params, ctx }) =>
    withdrawalReview.proof(ctx.merchant, params.id, params.index),
  );
}
