import {
  adjustMemberPoints,
  approveRedeem,
  convertPoints,
  createPointItem,
  getPointBalance,
  getPointConfig,
  getPointRewards,
  getPointSettings,
  listPointItems,
  listPointLines,
  listRedeems,
  listStaffRedeems,
  redeemPointReward,
  rejectRedeem,
  savePointSettings,
  updatePointItem,
} from '@tessera/contracts';
import { requireMember, requireStaff } from '../../http/context.js';
import type { RouteDeps } from '../../routes.js';
import { pointLines } from './point-lines.js';
import { findPointRules, memberConfig } from './points-settings.js';

/** Points and the points mall: the member's calls (spec §7.5) and the back office's (issue 16). */
export function pointsRoutes({ app, gate, services, bind }: RouteDeps): void {
  const { settings, items, redeems, wallet } = services.points;
  const db = services.db;

  bind(app, gate, getPointBalance, ({ ctx }) => wallet.balance(ctx, requireMember(ctx)));
  bind(app, gate, getPointConfig, async ({ ctx }) =>
    memberConfig(await findPointRules(db, ctx.merchant.id), ctx.merchant, ctx.language),
  );
  bind(app, gate, getPointRewards, async ({ ctx }) => ({ list: await items.forMembers(ctx) }));
  bind(app, gate, listRedeems, ({ ctx, query }) => redeems.mine(ctx, requireMember(ctx), query));
  bind(app, gate, listPointLines, ({ ctx, query }) =>
    pointLines(db, ctx, requireMember(ctx).memberId, query),
  );
  bind(app, gate, redeemPointReward, ({ ctx, body }) => redeems.redeem(ctx, requireMember(ctx), body));
  bind(app, gate, convertPoints, ({ ctx, body }) => wallet.convert(ctx, requireMember(ctx), body));

  bind(app, gate, getPointSettings, ({ ctx }) => settings.get(ctx));
  bind(app, gate, savePointSettings, ({ ctx, body }) => settings.save(ctx, requireStaff(ctx), body));
  bind(app, gate, listPointItems, async ({ ctx }) => ({ list: await items.list(ctx) }));
  bind(app, gate, createPointItem, ({ ctx, body }) => items.create(ctx, requireStaff(ctx), body));
  bind(app, gate, updatePointItem, ({ ctx, params, body }) =>
    items.update(ctx, requireStaff(ctx), params.id, body),
  );
  bind(app, gate, listStaffRedeems, ({ ctx, query }) => redeems.queue(ctx, query));
  bind(app, gate, approveRedeem, ({ ctx, params, body }) =>
    redeems.approve(ctx, requireStaff(ctx), params.id, body),
  );
  bind(app, gate, rejectRedeem, ({ ctx, params, body }) =>
    redeems.reject(ctx, requireStaff(ctx), params.id, body.reason),
  );
  bind(app, gate, adjustMemberPoints, ({ ctx, params, body }) =>
    wallet.adjust(ctx, requireStaff(ctx), params.memberId, body),
  );
}
