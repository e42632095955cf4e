import {
  approveApplication,
  claimReward,
  createPromotion,
  forfeitBonus,
  forfeitStaffBonus,
  getApplicationProof,
  getAvailablePromo,
  getPromotion,
  getPromotionChoices,
  getStaffPromotion,
  joinPromotion,
  listApplications,
  listBonuses,
  listPromotions,
  listStaffBonuses,
  listStaffPromotions,
  previewPromotion,
  rejectApplication,
  requestReward,
  setPromotionStatus,
  toMajor,
  updatePromotion,
} from '@tessera/contracts';
import { type RequestContext, requireMember, requireStaff } from '../../http/context.js';
import type { RouteDeps } from '../../routes.js';
import { findReferralRules } from '../referrals/referral-rules.js';
import { bonusHistory, bonusPage, findBonuses, toBonus } from './bonus-list.js';
import type { BonusRow } from './bonuses.js';

/** The reward engine's calls: the member's (spec §7.5) and the back office's (issue 15). */
export function rewardRoutes({ app, gate, services, bind }: RouteDeps): void {
  const { promotions, admin, applications, bonuses } = services.rewards;
  const db = services.db;

  /** One bonus as the wire shows it, read again after a change. */
  const bonusView = async (ctx: RequestContext, bonus: BonusRow) => {
    const { rows } = await findBonuses(db, {
      merchantId: ctx.merchant.id,
      id: bonus.id,
      pageNo: 1,
      pageSize: 1,
    });
    const history = (await bonusHistory(db, [bonus.id])).get(String(bonus.id)) ?? [];
    return toBonus(rows[0]!, history, ctx.merchant, ctx.language);
  };

  bind(app, gate, listPromotions, async ({ ctx, query }) => ({
    list: await promotions.list(ctx, query.type),
  }));
  bind(app, gate, getPromotion, ({ ctx, query }) => promotions.detail(ctx, query.id));
  bind(app, gate, joinPromotion, ({ ctx, body }) =>
    promotions.join(ctx, requireMember(ctx), body.promotionId),
  );
  bind(app, gate, requestReward, ({ ctx, body }) => promotions.apply(ctx, requireMember(ctx), body));
  bind(app, gate, claimReward, ({ ctx, body }) =>
    promotions.claim(ctx, requireMember(ctx), body.promotionId),
  );
  bind(app, gate, getAvailablePromo, async ({ ctx }) => {
    const session = requireMember(ctx);
    return {
      availablePromoCount: session.isTrial ? 0 : await promotions.available(ctx),
      // Invite friends (decision 0044): on when the brand offers referral rewards.
      availablePromo: [{ type: 'REFERRAL', enabled: (await findReferralRules(db, ctx.merchant.id)).enabled }],
    };
  });
  bind(app, gate, listBonuses, async ({ ctx, query }) => {
    const session = requireMember(ctx);
    const page = await bonusPage(
      db,
      { merchantId: ctx.merchant.id, memberId: session.memberId, ...query },
      ctx.merchant,
      ctx.language,
    );
    const [bonusBalance, remaining] = await Promise.all([
      services.ledger.balanceOf(ctx.merchant.id, ctx.merchant.currency, session.memberId, 'BONUS'),
      services.wagering.remaining(session.memberId),
    ]);
    const scale = ctx.merchant.currencyScale;
    return {
      ...page,
      list: page.list.map(({ memberId: _m, username: _u, ...bonus }) => bonus),
      bonusBalance: toMajor(bonusBalance, scale),
      remaining: toMajor(remaining, scale),
    };
  });
  bind(app, gate, forfeitBonus, async ({ ctx, body }) => {
    const session = requireMember(ctx);
    return bonusView(
      ctx,
      await bonuses.forfeit(ctx.merchant.id, body.bonusId, { memberId: session.memberId }),
    );
  });

  bind(app, gate, listStaffPromotions, ({ ctx, query }) => admin.list(ctx, query));
  bind(app, gate, getPromotionChoices, ({ ctx }) => admin.choices(ctx));
  bind(app, gate, getStaffPromotion, ({ ctx, params }) => admin.get(ctx, params.id));
  bind(app, gate, createPromotion, ({ ctx, body }) => admin.create(ctx, requireStaff(ctx), body));
  bind(app, gate, updatePromotion, ({ ctx, params, body }) =>
    admin.update(ctx, requireStaff(ctx), params.id, body),
  );
  bind(app, gate, setPromotionStatus, ({ ctx, params, body }) =>
    admin.setStatus(ctx, requireStaff(ctx), params.id, body.status),
  );
  bind(app, gate, previewPromotion, ({ ctx, body }) => admin.preview(ctx, body.input, body.language));
  bind(app, gate, listApplications, ({ ctx, query }) => applications.list(ctx, query));
  bind(app, gate, getApplicationProof, ({ ctx, params }) => applications.proof(ctx, params.id, params.index));
  bind(app, gate, approveApplication, ({ ctx, params, body }) =>
    applications.approve(ctx, requireStaff(ctx), params.id, body.amount),
  );
  bind(app, gate, rejectApplication, ({ ctx, params, body }) =>
    applications.reject(ctx, requireStaff(ctx), params.id, body.reason),
  );
  bind(app, gate, listStaffBonuses, ({ ctx, query }) =>
    bonusPage(db, { merchantId: ctx.merchant.id, ...query }, ctx.merchant, ctx.language),
  );
  bind(app, gate, forfeitStaffBonus, async ({ ctx, params, body }) => {
    const who = { staffId: requireStaff(ctx).staffId, reason: body.reason, ip: ctx.ip };
    return bonusView(ctx, await bonuses.forfeit(ctx.merchant.id, params.id, who));
  });
}
