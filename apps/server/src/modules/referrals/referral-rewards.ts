import { type ReferralFlag, type StaffReferralReward, toMajor } from '@tessera/contracts';
import { type RawBuilder, sql } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import type { ReferralRewardStateColumn, ReferralStageColumn } from '../../db/schema-referrals.js';
import { AppError } from '../../http/app-error.js';
import type { RequestContext, StaffSession } from '../../http/context.js';
import { transferId } from '../../lib/transfer-ids.js';
import { recordStaffAudit } from '../audit/audit.repo.js';
import type { Book, Ledger } from '../ledger/ledger.service.js';

/** When each step is reached, for a referral `r` under the brand's rules `s`. */
const STAGES: Record<ReferralStageColumn, { amount: RawBuilder<unknown>; reached: RawBuilder<unknown> }> = {
  REGISTER: { amount: sql`s.register_reward`, reached: sql`true` },
  FIRST_DEPOSIT: {
    amount: sql`s.first_deposit_reward`,
    reached: sql`exists (select 1 from deposits d where d.member_id = r.friend_id and d.state = 'APPROVED'
      and d.amount >= s.first_deposit_min)`,
  },
  VALID_BET: {
    amount: sql`s.valid_bet_reward`,
    reached: sql`exists (select 1 from member_vip v where v.member_id = r.friend_id
      and v.valid_bet >= s.valid_bet_threshold)`,
  },
};

interface RewardRow {
  id: bigint;
  merchant_id: number;
  referrer_id: number;
  amount: bigint;
  state: ReferralRewardStateColumn;
}

/**
 * The referrers' rewards (decision 0044). A job (every 10 s) writes a reward for each step a
 * friend has reached, once per (friend, step) by its key: paid at once (`PROMOTIONS → MAIN`,
 * kind `REFERRAL_REWARD`) in the same transaction, or held when the referral's flags meet the
 * brand's guards. Staff pay or refuse what was held.
 */
export class ReferralRewards {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly ledger: Ledger,
  ) {}

  async run(): Promise<number> {
    let written = 0;
    for (const stage of Object.keys(STAGES) as ReferralStageColumn[]) {
      written += await this.ledger.transaction(async (book) => {
        const { amount, reached } = STAGES[stage];
        const { rows } = await sql<RewardRow>`
          insert into referral_rewards (merchant_id, referrer_id, friend_id, stage, amount, state, created_at)
          select r.merchant_id, r.referrer_id, r.friend_id, ${stage}, ${amount},
            case when ('SAME_IP' = any(r.flags) and s.hold_same_ip)
              or ('SAME_DEVICE' = any(r.flags) and s.hold_same_device) then 'HELD' else 'PAID' end,
            ${this.clock.now()}
          from referrals r join referral_settings s on s.merchant_id = r.merchant_id
          where s.enabled and ${amount} > 0
            and not exists (select 1 from referral_rewards w where w.friend_id = r.friend_id and w.stage = ${stage})
            and ${reached}
          on conflict (friend_id, stage) do nothing
          returning id, merchant_id, referrer_id, amount, state`.execute(book.tx);
        await payRewards(
          book,
          rows.filter((row) => row.state === 'PAID'),
        );
        return rows.length;
      });
    }
    return written;
  }

  async queue(
    ctx: RequestContext,
    query: {
      state?: ReferralRewardStateColumn | undefined;
      q?: string | undefined;
      pageNo: number;
      pageSize: number;
    },
  ) {
    let base = this.rewards(ctx.merchant.id);
    if (query.state) base = base.where('w.state', '=', query.state);
    if (query.q) {
      const q = query.q.trim().toLowerCase();
      base = base.where((eb) => eb.or([eb('a.username_lower', '=', q), eb('f.username_lower', '=', q)]));
    }
    const [rows, count] = await Promise.all([
      withNames(base)
        // Held first, oldest first (the review queue); the rest newest first.
        .orderBy(sql`w.state = 'HELD'`, 'desc')
        .orderBy(sql`case when w.state = 'HELD' then w.id else -w.id end`)
        .limit(query.pageSize)
        .offset((query.pageNo - 1) * query.pageSize)
        .execute(),
      base.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    ]);
    return { list: rows.map((row) => view(ctx, row)), total: Number(count.n) };
  }

  async approve(ctx: RequestContext, staff: StaffSession, id: string) {
    return this.decide(ctx, staff, id, 'PAID', null);
  }

  async reject(ctx: RequestContext, staff: StaffSession, id: string, reason: string) {
    return this.decide(ctx, staff, id, 'REJECTED', reason);
  }

  /** A held reward decided once: the guarded move and, when paid, its transfer commit together. */
  private async decide(
    ctx: RequestContext,
    staff: StaffSession,
    id: string,
    state: 'PAID' | 'REJECTED',
    reason: string | null,
  ): Promise<StaffReferralReward> {
    await this.ledger.transaction(async (book) => {
      const moved = await book.tx
        .updateTable('referral_rewards')
        .set({ state, reason, decided_by: staff.staffId, decided_at: this.clock.now() })
        .where('id', '=', BigInt(id))
        .where('merchant_id', '=', ctx.merchant.id)
        .where('state', '=', 'HELD')
        .returning(['id', 'merchant_id', 'referrer_id', 'amount', 'state'])
        .executeTakeFirst();
      if (!moved) {
        const exists = await book.tx
          .selectFrom('referral_rewards')
          .select('id')
          .where('id', '=', BigInt(id))
          .where('merchant_id', '=', ctx.merchant.id)
          .executeTakeFirst();
        throw new AppError(exists ? 'referral.reward.decided' : 'object.not.found');
      }
      if (state === 'PAID') await payRewards(book, [moved]);
      await recordStaffAudit(book.tx, ctx, staff, {
        action: state === 'PAID' ? 'referral.reward.pay' : 'referral.reward.refuse',
        target: id,
        details: { before: { state: 'HELD' }, after: { state, reason } },
      });
    });
    return this.one(ctx, id);
  }

  private async one(ctx: RequestContext, id: string): Promise<StaffReferralReward> {
    const row = await withNames(this.rewards(ctx.merchant.id))
      .where('w.id', '=', BigInt(id))
      .executeTakeFirstOrThrow();
    return view(ctx, row);
  }

  /** The brand's rewards with the referrer, the friend, the referral and the deciding staff. */
  private rewards(merchantId: number) {
    return this.db
      .selectFrom('referral_rewards as w')
      .innerJoin('members as a', 'a.id', 'w.referrer_id')
      .innerJoin('members as f', 'f.id', 'w.friend_id')
      .innerJoin('referrals as r', 'r.friend_id', 'w.friend_id')
      .leftJoin('staff as st', 'st.id', 'w.decided_by')
      .where('w.merchant_id', '=', merchantId);
  }
}

function withNames(rewards: ReturnType<ReferralRewards['rewards']>) {
  return rewards
    .selectAll('w')
    .select([
      'a.username as referrer',
      'f.username as friend',
      'r.flags',
      'r.friend_ip',
      'st.username as decider',
    ]);
}

/** Each paid reward's transfer to its referrer, its id derived from the reward. */
async function payRewards(book: Book, rows: RewardRow[]): Promise<void> {
  const byBrand = new Map<number, RewardRow[]>();
  for (const row of rows) byBrand.set(row.merchant_id, [...(byBrand.get(row.merchant_id) ?? []), row]);
  for (const [merchantId, paid] of byBrand) {
    const brand = await book.tx
      .selectFrom('merchants')
      .select('currency')
      .where('id', '=', merchantId)
      .executeTakeFirstOrThrow();
    await book.post({
      merchantId,
      currency: brand.currency,
      legs: paid.map((row) => ({
        id: transferId(`referral-reward:${row.id}`, 'referral-reward'),
        debit: { house: 'PROMOTIONS' as const },
        credit: { member: row.referrer_id, kind: 'MAIN' as const },
        amount: BigInt(row.amount),
        kind: 'REFERRAL_REWARD',
        refType: 'referral-reward',
        refId: String(row.id),
      })),
    });
  }
}

function view(
  ctx: RequestContext,
  row: {
    id: bigint;
    referrer_id: number;
    referrer: string;
    friend_id: number;
    friend: string;
    stage: ReferralStageColumn;
    amount: bigint;
    state: ReferralRewardStateColumn;
    flags: string[];
    friend_ip: string | null;
    reason: string | null;
    decider: string | null;
    created_at: Date;
    decided_at: Date | null;
  },
): StaffReferralReward {
  return {
    id: String(row.id),
    referrerId: row.referrer_id,
    referrer: row.referrer,
    friendId: row.friend_id,
    friend: row.friend,
    stage: row.stage,
    amount: toMajor(row.amount, ctx.merchant.currencyScale),
    state: row.state,
    flags: row.flags as ReferralFlag[],
    friendIp: row.friend_ip,
    reason: row.reason,
    decidedBy: row.decider,
    createdAt: row.created_at.toISOString(),
    decidedAt: row.decided_at?.toISOString() ?? null,
  };
}
