import {
  approveReferralReward,
  getReferralInfo,
  getReferralSettings,
  listReferralFriends,
  listReferralRewards,
  rejectReferralReward,
  saveReferralSettings,
} from '@tessera/contracts';
import { requireMember, requireStaff } from '../../http/context.js';
import type { RouteDeps } from '../../routes.js';

/** Invite friends: the member's calls and the back office's (issue 16). */
export function referralsRoutes({ app, gate, services, bind }: RouteDeps): void {
  const { friends, rewards, rules } = services.referrals;

  bind(app, gate, getReferralInfo, ({ ctx }) => friends.info(ctx, requireMember(ctx)));
  bind(app, gate, listReferralFriends, ({ ctx, query }) => friends.friends(ctx, requireMember(ctx), query));

  bind(app, gate, getReferralSettings, ({ ctx }) => rules.get(ctx));
  bind(app, gate, saveReferralSettings, ({ ctx, body }) => rules.save(ctx, requireStaff(ctx), body));
  bind(app, gate, listReferralRewards, ({ ctx, query }) => rewards.queue(ctx, query));
  bind(app, gate, approveReferralReward, ({ ctx, params }) =>
    rewards.approve(ctx, requireStaff(ctx), params.id),
  );
  bind(app, gate, rejectReferralReward, ({ ctx, params, body }) =>
    rewards.reject(ctx, requireStaff(ctx), params.id, body.reason),
  );
}
