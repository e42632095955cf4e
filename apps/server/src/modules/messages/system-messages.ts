import { type RawBuilder, sql } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import type { SystemTemplate } from './message-words.js';
import type { InboxChange } from './messages.js';

/** How far back a node's first pass looks for events to tell of (a job stopped longer misses older ones). */
export const SYSTEM_LOOK_BACK_MS = 3 * 24 * 3_600_000;

/**
 * How far behind the last pass's start each later pass looks again: an event stamped before a pass
 * but committed after it (its transaction still open) is found by the next one; what was told is
 * skipped by its key.
 */
export const SYSTEM_OVERLAP_MS = 10 * 60_000;

/**
 * What the platform tells a member by itself (decision 0047): a deposit credited, a withdrawal
 * paid, a bonus issued, a contract offered to them. A job (`system-messages`, every 5 s) finds the events of the last days not
 * yet told of and writes one message for each, once (the unique `(merchant, template, ref)`),
 * however many passes or nodes race; nothing is added to the money paths. Each template is one
 * statement: the events, their messages and their recipients. A pass reads the events since the
 * last pass (less an overlap) on each brand's index of their time, not the whole look-back.
 */
export class SystemMessages {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly changed: InboxChange,
  ) {}

  /** When this node's last whole pass started. */
  private lastPass: number | null = null;

  async run(): Promise<number> {
    const started = this.clock.now().getTime();
    const since = new Date(
      this.lastPass === null ? started - SYSTEM_LOOK_BACK_MS : this.lastPass - SYSTEM_OVERLAP_MS,
    );
    const money = sql`jsonb_build_object('amount', e.amount::text, 'currency', m.currency, 'scale', m.currency_scale)`;
    const events: Array<[SystemTemplate, RawBuilder<unknown>]> = [
      [
        'DEPOSIT_CREDITED',
        sql`select e.merchant_id, e.member_id, e.id::text as ref, ${money} as params from deposits e
          where e.merchant_id = m.id and e.state = 'APPROVED' and e.decided_at >= ${since}`,
      ],
      [
        'WITHDRAWAL_PAID',
        sql`select e.merchant_id, e.member_id, e.id::text as ref, ${money} as params from withdrawals e
          where e.merchant_id = m.id and e.disbursed_at >= ${since}`,
      ],
      [
        'BONUS_ISSUED',
        sql`select e.merchant_id, e.member_id, e.id::text as ref, ${money} as params from bonuses e
          where e.merchant_id = m.id and e.issued_at >= ${since}`,
      ],
      [
        'CONTRACT_OFFERED',
        sql`select e.merchant_id, e.member_id, e.id::text as ref, jsonb_build_object('contract', e.type) as params
          from agent_contracts e
          where e.merchant_id = m.id and e.state = 'P' and e.offered_at >= ${since}`,
      ],
    ];
    let told = 0;
    for (const [template, event] of events) {
      const { rows } = await sql<{ merchant_id: number; member_id: number }>`
        with fresh as (
          select e.* from merchants m cross join lateral (${event}) e
          join members p on p.id = e.member_id and not p.is_trial
          where not exists (select 1 from messages s where s.source = 'SYSTEM' and s.template = ${template}
            and s.merchant_id = e.merchant_id and s.ref = e.ref)
        ), sent as (
          insert into messages (merchant_id, source, template, ref, params, audience, recipients, created_at)
          select merchant_id, 'SYSTEM', ${template}, ref, params,
            jsonb_build_object('kind', 'MEMBER', 'memberId', member_id), 1, ${this.clock.now()}
          from fresh
          on conflict (merchant_id, template, ref) where source = 'SYSTEM' do nothing
          returning id, merchant_id, (audience->>'memberId')::int as member_id
        ), written as (
          insert into member_messages (member_id, message_id)
          select member_id, id from sent
          returning member_id, message_id
        )
        select w.member_id, s.merchant_id from written w join sent s on s.id = w.message_id`.execute(this.db);
      told += rows.length;
      const byBrand = new Map<number, number[]>();
      for (const row of rows)
        byBrand.set(row.merchant_id, [...(byBrand.get(row.merchant_id) ?? []), row.member_id]);
      for (const [merchantId, memberIds] of byBrand) this.changed(merchantId, memberIds);
    }
    this.lastPass = started;
    return told;
  }
}
