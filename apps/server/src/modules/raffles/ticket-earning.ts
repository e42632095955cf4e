import { type RawBuilder, sql } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import type { StoredRule } from '../../db/schema-raffles.js';
import type { Executor } from '../ledger/ledger.repo.js';
import type { RaffleRow } from './raffle-view.js';
import { grantTickets } from './raffles.repo.js';

/** Deposits, mission claims and referral rewards are looked for this far back (and from the start). */
export const EARNING_LOOKBACK_MS = 7 * 86_400_000;

type Window = { from: Date; to: Date };

/**
 * Tickets earned by each open raffle's rules (decision 0045), nothing added to the bet or deposit
 * paths: approved deposits of at least the rule's amount, each whole step of valid bet read from the
 * play roll-up (`member_category_play`, as points are), mission claims (a mission's ticket reward)
 * and paid referral rewards. Every grant has its source's key, so a pass run twice or on two nodes
 * gives nothing twice; the raffle's row is locked for its pass, so valid-bet steps are counted once.
 */
export class TicketEarning {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** One pass over every open raffle with rules; answers the holdings that grew. */
  async run(): Promise<number> {
    const now = this.clock.now();
    const raffles = await this.db
      .selectFrom('raffles')
      .select('id')
      .where('enabled', '=', true)
      .where('starts_at', '<=', now)
      .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
      .where(sql<boolean>`jsonb_array_length(rules) > 0`)
      .execute();
    let grown = 0;
    for (const { id } of raffles) grown += await this.earn(id, now);
    return grown;
  }

  private earn(id: bigint, now: Date): Promise<number> {
    return this.db.transaction().execute(async (tx) => {
      const raffle = await tx
        .selectFrom('raffles')
        .selectAll()
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      if (!raffle?.enabled) return 0;
      const brand = await tx
        .selectFrom('merchants')
        .select('time_zone')
        .where('id', '=', raffle.merchant_id)
        .executeTakeFirstOrThrow();
      const from = new Date(Math.max(raffle.starts_at.getTime(), now.getTime() - EARNING_LOOKBACK_MS));
      const window = { from, to: raffle.ends_at && raffle.ends_at < now ? raffle.ends_at : now };
      let grown = 0;
      for (const [i, rule] of raffle.rules.entries()) {
        const candidates = candidatesOf(raffle, rule, `${i}`, window, brand.time_zone);
        grown += await grantTickets(
          tx as Executor,
          { raffleId: raffle.id, merchantId: raffle.merchant_id, source: rule.source },
          candidates,
          now,
        );
      }
      return grown;
    });
  }
}

/** The members a rule gives tickets to now: (member_id, source_key, tickets). */
function candidatesOf(
  raffle: RaffleRow,
  rule: StoredRule,
  ruleKey: string,
  { from, to }: Window,
  timeZone: string,
): RawBuilder<unknown> {
  const merchantId = raffle.merchant_id;
  const real = sql`join members m on m.id = x.member_id and not m.is_trial`;
  switch (rule.source) {
    case 'DEPOSIT':
      // Created a day before the window at the earliest: the index's order; approved within it.
      return sql`select x.member_id, ${`d${ruleKey}:`} || x.id as source_key, ${rule.tickets}::int as tickets
        from deposits x ${real}
        where x.merchant_id = ${merchantId} and x.state = 'APPROVED'
          and x.created_at >= ${new Date(from.getTime() - 86_400_000)}::timestamptz
          and x.decided_at >= ${from}::timestamptz and x.decided_at <= ${to}::timestamptz
          and x.amount >= ${BigInt(rule.minAmount)}`;
    case 'VALID_BET': {
      const categories = rule.categories?.length
        ? sql`and x.category = any(${rule.categories}::text[])`
        : sql``;
      const prefix = `v${ruleKey}:`;
      // Steps reached since the raffle's first brand day, less the steps already given by this rule.
      return sql`select s.member_id, ${prefix} || s.steps as source_key,
          ((s.steps - coalesce(given.steps, 0)) * ${rule.tickets})::int as tickets
        from (
          select x.member_id, sum(x.stake)::bigint / ${BigInt(rule.per)}::bigint as steps
          from member_category_play x ${real}
          where x.merchant_id = ${merchantId}
            and x.day >= (${raffle.starts_at}::timestamptz at time zone ${timeZone})::date
            and x.day <= (${to}::timestamptz at time zone ${timeZone})::date ${categories}
          group by x.member_id
        ) s
        left join lateral (
          select max(split_part(g.source_key, ':', 2)::bigint) as steps from raffle_grants g
          where g.member_id = s.member_id and g.raffle_id = ${raffle.id}::bigint
            and g.source = 'VALID_BET' and g.source_key like ${`${prefix}%`}
        ) given on true
        where s.steps > coalesce(given.steps, 0)`;
    }
    case 'MISSION': {
      const mission = rule.missionId ? sql`and x.mission_id = ${BigInt(rule.missionId)}::bigint` : sql``;
      return sql`select x.member_id, ${`m${ruleKey}:`} || x.id as source_key, ${rule.tickets}::int as tickets
        from mission_claims x ${real}
        where x.merchant_id = ${merchantId} and x.claimed_at >= ${from}::timestamptz
          and x.claimed_at <= ${to}::timestamptz ${mission}`;
    }
    case 'REFERRAL': {
      const stage = rule.stage ? sql`and x.stage = ${rule.stage}` : sql``;
      return sql`select x.referrer_id as member_id, ${`r${ruleKey}:`} || x.id as source_key,
          ${rule.tickets}::int as tickets
        from referral_rewards x join members m on m.id = x.referrer_id and not m.is_trial
        where x.merchant_id = ${merchantId} and x.state = 'PAID'
          and coalesce(x.decided_at, x.created_at) >= ${from}::timestamptz
          and coalesce(x.decided_at, x.created_at) <= ${to}::timestamptz ${stage}`;
    }
  }
}
