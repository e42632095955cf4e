import {
  getCashbackDetails,
  getRebateDetails,
  getRebateRates,
  getRewardCosts,
  getVipInfo,
  getVipLevelsStaff,
  putVipLevels,
} from '@tessera/contracts';
import { AppError } from '../../http/app-error.js';
import { requireMember, requireStaff } from '../../http/context.js';
import { addDays } from '../../lib/brand-days.js';
import type { RouteDeps } from '../../routes.js';
import { rewardCosts } from './reward-costs.js';
import { levelOf, toLevel } from './vip-levels.js';

/** The longest span the reward costs report reads at once. */
const COSTS_MAX_DAYS = 366;

/** VIP levels, rebates and cash back: the member's calls and the back office's (decision 0040). */
export function vipRoutes({ app, gate, services, bind }: RouteDeps): void {
  const { vip, vipAdmin, rebates, cashback } = services.rewards;
  const db = services.db;
  /** A real member of the request (visitors and trial players have no standing). */
  const realMember = (ctx: Parameters<typeof requireMember>[0]) =>
    ctx.member && !ctx.member.isTrial ? ctx.member : null;

  bind(app, gate, getVipInfo, async ({ ctx }) => {
    const member = realMember(ctx);
    return {
      levels: await vip.levels(ctx.merchant, ctx.language),
      standing: member ? await vip.standing(ctx.merchant, ctx.language, member.memberId) : null,
    };
  });
  bind(app, gate, getRebateRates, async ({ ctx }) => {
    const level = await levelOf(db, ctx.merchant.id, realMember(ctx)?.memberId ?? null);
    return { level: level.level, rates: toLevel(level, ctx.merchant, ctx.language).rebates };
  });
  bind(app, gate, getRebateDetails, ({ ctx, query }) => {
    const session = requireMember(ctx);
    if (session.isTrial) throw new AppError('trial.not.allowed');
    return rebates.read(ctx.merchant, session.memberId, query);
  });
  bind(app, gate, getCashbackDetails, ({ ctx, query }) => {
    const session = requireMember(ctx);
    if (session.isTrial) throw new AppError('trial.not.allowed');
    return cashback.read(ctx.merchant, session.memberId, query);
  });

  bind(app, gate, getVipLevelsStaff, ({ ctx }) => vipAdmin.list(ctx));
  bind(app, gate, putVipLevels, ({ ctx, body }) =>
    vipAdmin.replace(ctx, requireStaff(ctx), body.levels, body.version, body.rebateMode),
  );
  bind(app, gate, getRewardCosts, ({ ctx, query }) => {
    if (query.from > query.to || addDays(query.from, COSTS_MAX_DAYS) <= query.to) {
      throw new AppError('validation.failed', { field: 'to' });
    }
    return rewardCosts(db, ctx.merchant, query.from, query.to);
  });
}
