import { REFERRAL_STAGES, type ReferralFriend, type ReferralStage, toMajor } from '@tessera/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import type { MemberSession, RequestContext } from '../../http/context.js';
import type { SiteAddress } from '../../lib/site-base.js';
import { maskName } from '../games/winner-board.js';
import { referralCodeOf, referralLink } from './referral-links.js';
import { findReferralRules, memberRules } from './referral-rules.js';

/** What a member reads of their invitations (decision 0044): code, link, rules, totals, friends. */
export class ReferralFriends {
  constructor(
    private readonly db: Db,
    private readonly site: SiteAddress,
  ) {}

  async info(ctx: RequestContext, session: MemberSession) {
    if (session.isTrial) throw new AppError('trial.not.allowed');
    const { merchant } = ctx;
    const scale = merchant.currencyScale;
    const [code, rules, totals] = await Promise.all([
      referralCodeOf(this.db, merchant.id, session.memberId),
      findReferralRules(this.db, merchant.id),
      sql<{ friends: number; deposited: number; earned: string; held: string }>`
        select (select count(*)::int from referrals where referrer_id = ${session.memberId}) as friends,
          (select count(*)::int from referral_rewards where referrer_id = ${session.memberId}
            and stage = 'FIRST_DEPOSIT') as deposited,
          (select coalesce(sum(amount), 0)::text from referral_rewards where referrer_id = ${session.memberId}
            and state = 'PAID') as earned,
          (select coalesce(sum(amount), 0)::text from referral_rewards where referrer_id = ${session.memberId}
            and state = 'HELD') as held`.execute(this.db),
    ]);
    const row = totals.rows[0]!;
    return {
      code,
      link: referralLink(merchant, this.site, code),
      rules: memberRules(rules, scale),
      friends: row.friends,
      depositedFriends: row.deposited,
      earned: toMajor(BigInt(row.earned), scale),
      held: toMajor(BigInt(row.held), scale),
    };
  }

  async friends(ctx: RequestContext, session: MemberSession, page: { pageNo: number; pageSize: number }) {
    const { merchant } = ctx;
    const scale = merchant.currencyScale;
    const rules = await findReferralRules(this.db, merchant.id);
    const [{ rows }, count] = await Promise.all([
      sql<{
        friend_id: number;
        username: string;
        registered_at: Date;
        valid_bet: string | null;
        deposited: boolean;
        rewards: { stage: ReferralStage; amount: string; state: 'PAID' | 'HELD' | 'REJECTED' }[] | null;
      }>`
        select r.friend_id, m.username, r.registered_at, v.valid_bet::text,
          exists (select 1 from deposits d where d.member_id = r.friend_id and d.state = 'APPROVED'
            and d.amount >= ${rules.first_deposit_min}) as deposited,
          (select json_agg(json_build_object('stage', w.stage, 'amount', w.amount::text, 'state', w.state))
            from referral_rewards w where w.friend_id = r.friend_id) as rewards
        from referrals r join members m on m.id = r.friend_id
        left join member_vip v on v.member_id = r.friend_id
        where r.referrer_id = ${session.memberId}
        order by r.registered_at desc, r.friend_id desc
        limit ${page.pageSize} offset ${(page.pageNo - 1) * page.pageSize}`.execute(this.db),
      this.db
        .selectFrom('referrals')
        .select(sql<string>`count(*)`.as('n'))
        .where('referrer_id', '=', session.memberId)
        .executeTakeFirstOrThrow(),
    ]);
    const list: ReferralFriend[] = rows.map((row) => {
      const validBet = BigInt(row.valid_bet ?? 0);
      const reached: Record<ReferralStage, boolean> = {
        REGISTER: true,
        FIRST_DEPOSIT: row.deposited,
        VALID_BET: rules.valid_bet_threshold > 0n && validBet >= rules.valid_bet_threshold,
      };
      return {
        username: maskName(row.username),
        registeredAt: new Date(row.registered_at).toISOString(),
        stages: REFERRAL_STAGES.filter((stage) => reached[stage]),
        validBet: toMajor(validBet, scale),
        rewards: (row.rewards ?? []).map((w) => ({
          stage: w.stage,
          amount: toMajor(BigInt(w.amount), scale),
          state: w.state,
        })),
      };
    });
    return { list, total: Number(count.n), ...page };
  }
}
