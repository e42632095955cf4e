import { type RaffleInput, type StaffRaffle, type TicketRule, toMajor, toMinor } from '@tessera/contracts';
import { sql } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import type { StoredPrize, StoredRule } from '../../db/schema-raffles.js';
import { AppError } from '../../http/app-error.js';
import type { RequestContext, StaffSession } from '../../http/context.js';
import { recordStaffAudit } from '../audit/audit.repo.js';
import { expectedValueOf, prizeInMoney, type RaffleRow, ruleInput, toDraw } from './raffle-view.js';
import { drawsQuery, findRaffle, grantTickets } from './raffles.repo.js';

const invalid = (rule: string) => new AppError('raffle.invalid', { rule });

/**
 * Staff's raffles (decision 0045): each save checks that the prize table and the rules fit together
 * (money to the currency's decimals, a bonus wagers, a NOTHING row pays nothing) and is audited with
 * its before and after; tickets given by hand are audited too.
 */
export class RafflesAdmin {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async list(ctx: RequestContext): Promise<StaffRaffle[]> {
    const rows = await this.db
      .selectFrom('raffles')
      .selectAll()
      .where('merchant_id', '=', ctx.merchant.id)
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
    const totals = await this.totals(ctx.merchant.id);
    return rows.map((row) => this.view(ctx, row, totals.get(String(row.id))));
  }

  async create(ctx: RequestContext, staff: StaffSession, input: RaffleInput): Promise<StaffRaffle> {
    const columns = this.columns(ctx, input);
    const id = await this.db.transaction().execute(async (tx) => {
      const created = await tx
        .insertInto('raffles')
        .values({ merchant_id: ctx.merchant.id, created_by: staff.staffId, ...columns })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordStaffAudit(tx, ctx, staff, {
        action: 'raffle.create',
        target: String(created.id),
        details: { after: input },
      });
      return created.id;
    });
    return this.one(ctx, id);
  }

  async update(ctx: RequestContext, staff: StaffSession, id: string, input: RaffleInput) {
    const columns = this.columns(ctx, input);
    await this.db.transaction().execute(async (tx) => {
      const before = await findRaffle(tx, ctx.merchant.id, BigInt(id));
      if (!before) throw new AppError('raffle.not.found');
      await tx
        .updateTable('raffles')
        .set({ ...columns, updated_at: this.clock.now() })
        .where('id', '=', before.id)
        .execute();
      await recordStaffAudit(tx, ctx, staff, {
        action: 'raffle.update',
        target: id,
        details: { before: this.inputOf(ctx, before), after: input },
      });
    });
    return this.one(ctx, BigInt(id));
  }

  /** Tickets by hand: each grant is its own (keyed by a new id), audited with its reason. */
  async grant(
    ctx: RequestContext,
    staff: StaffSession,
    id: string,
    input: { username: string; tickets: number; reason: string },
  ) {
    const raffle = await findRaffle(this.db, ctx.merchant.id, BigInt(id));
    if (!raffle) throw new AppError('raffle.not.found');
    const member = await this.db
      .selectFrom('members')
      .select(['id', 'username'])
      .where('merchant_id', '=', ctx.merchant.id)
      .where(sql`lower(username)`, '=', input.username.toLowerCase())
      .where('is_trial', '=', false)
      .executeTakeFirst();
    if (!member) throw new AppError('object.not.found');
    const now = this.clock.now();
    await this.db.transaction().execute(async (tx) => {
      const candidates = sql`select ${member.id}::int as member_id,
        ${`s:${crypto.randomUUID()}`}::text as source_key, ${input.tickets}::int as tickets`;
      const target = {
        raffleId: raffle.id,
        merchantId: ctx.merchant.id,
        source: 'STAFF' as const,
        staffId: staff.staffId,
        reason: input.reason,
      };
      await grantTickets(tx, target, candidates, now);
      await recordStaffAudit(tx, ctx, staff, {
        action: 'raffle.tickets.grant',
        target: id,
        details: { memberId: member.id, tickets: input.tickets, reason: input.reason },
      });
    });
    const held = await this.db
      .selectFrom('raffle_holdings')
      .select('tickets')
      .where('raffle_id', '=', raffle.id)
      .where('member_id', '=', member.id)
      .executeTakeFirstOrThrow();
    return { memberId: member.id, username: member.username, tickets: held.tickets };
  }

  async draws(
    ctx: RequestContext,
    query: { raffleId?: string | undefined; username?: string | undefined; pageNo: number; pageSize: number },
  ) {
    let base = drawsQuery(this.db)
      .innerJoin('members as m', 'm.id', 'd.member_id')
      .select('m.username')
      .where('d.merchant_id', '=', ctx.merchant.id);
    if (query.raffleId) base = base.where('d.raffle_id', '=', BigInt(query.raffleId));
    if (query.username) base = base.where(sql`lower(m.username)`, '=', query.username.toLowerCase());
    const [rows, total] = await Promise.all([
      base
        .orderBy('d.id', 'desc')
        .limit(query.pageSize)
        .offset((query.pageNo - 1) * query.pageSize)
        .execute(),
      base
        .clearSelect()
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    const list = rows.map((row) => {
      const draw = toDraw(row, { kind: row.kind, title: row.title }, ctx.merchant, ctx.language);
      return {
        id: draw.id,
        raffleId: draw.raffleId,
        kind: draw.kind,
        memberId: row.member_id,
        username: row.username,
        prizeIndex: row.prize_index,
        prizeType: row.prize_type,
        amount: draw.prize.amount,
        label: draw.prize.label,
        nonce: row.nonce,
        commitment: row.commitment,
        revealed: row.server_seed !== null,
        createdAt: draw.createdAt,
      };
    });
    return { list, total: Number(total.n), pageNo: query.pageNo, pageSize: query.pageSize };
  }

  private async one(ctx: RequestContext, id: bigint): Promise<StaffRaffle> {
    return (await this.list(ctx)).find((r) => r.id === String(id))!;
  }

  private async totals(merchantId: number) {
    const { rows } = await sql<{
      raffle_id: string;
      held: number;
      given: number;
      draws: number;
      money: string;
      points: string;
    }>`
      select r.id::text as raffle_id,
        coalesce((select sum(tickets) from raffle_holdings h where h.raffle_id = r.id), 0)::int as held,
        coalesce((select sum(given) from raffle_holdings h where h.raffle_id = r.id), 0)::int as given,
        d.draws, d.money, d.points
      from raffles r
      cross join lateral (
        select count(*)::int as draws,
          coalesce(sum(amount) filter (where prize_type in ('CASH', 'BONUS')), 0)::text as money,
          coalesce(sum(amount) filter (where prize_type = 'POINTS'), 0)::text as points
        from raffle_draws where raffle_id = r.id
      ) d
      where r.merchant_id = ${merchantId}`.execute(this.db);
    return new Map(rows.map((r) => [r.raffle_id, r]));
  }

  private columns(ctx: RequestContext, input: RaffleInput) {
    const scale = ctx.merchant.currencyScale;
    if (!Object.values(input.title).some((text) => text?.trim())) throw invalid('a raffle needs a title');
    const money = (value: number, name: string) => {
      const minor = toMinor(value, scale);
      if (minor === null || minor <= 0n)
        throw invalid(`${name} needs more than 0 and at most ${scale} decimals`);
      return minor;
    };
    const prizes: StoredPrize[] = input.prizes.map((prize, i) => {
      const row = `prize ${i + 1}`;
      if (!Object.values(prize.label).some((text) => text?.trim())) throw invalid(`${row} needs a label`);
      if (prize.type === 'NOTHING' && prize.amount !== 0)
        throw invalid(`${row} gives nothing: its amount is 0`);
      if (prize.type === 'BONUS' && prize.wageringMultiple <= 0)
        throw invalid(`${row} is a bonus: it wagers`);
      const wagering = Math.round(prize.wageringMultiple * 100);
      if (Math.abs(wagering - prize.wageringMultiple * 100) > 1e-6)
        throw invalid(`the wagering multiple of ${row} has two decimals at most`);
      let amount = 0n;
      if (prizeInMoney(prize.type)) amount = money(prize.amount, `the amount of ${row}`);
      else if (prize.type === 'POINTS') {
        if (!Number.isInteger(prize.amount) || prize.amount <= 0) throw invalid(`${row} gives whole points`);
        amount = BigInt(prize.amount);
      }
      return {
        label: prize.label,
        weight: prize.weight,
        type: prize.type,
        amount: String(amount),
        wageringX100: prize.type === 'BONUS' ? wagering : 0,
      };
    });
    const rules: StoredRule[] = input.rules.map((rule: TicketRule) => {
      switch (rule.source) {
        case 'DEPOSIT':
          return { ...rule, minAmount: String(money(rule.minAmount, 'a deposit rule')) };
        case 'VALID_BET':
          return {
            ...rule,
            per: String(money(rule.per, 'a valid bet rule')),
            categories: rule.categories?.length ? rule.categories : null,
          };
        default:
          return rule;
      }
    });
    if (input.endsAt && Date.parse(input.endsAt) <= Date.parse(input.startsAt))
      throw invalid('the end is after the start');
    return {
      kind: input.kind,
      title: JSON.stringify(input.title),
      summary: JSON.stringify(input.summary),
      icon: input.icon,
      prizes: JSON.stringify(prizes),
      rules: JSON.stringify(rules),
      enabled: input.enabled,
      starts_at: new Date(input.startsAt),
      ends_at: input.endsAt ? new Date(input.endsAt) : null,
      sort_order: input.sortOrder,
    };
  }

  private inputOf(ctx: RequestContext, row: RaffleRow): RaffleInput {
    const scale = ctx.merchant.currencyScale;
    return {
      kind: row.kind,
      title: row.title,
      summary: row.summary,
      icon: row.icon,
      prizes: row.prizes.map((p) => ({
        label: p.label,
        weight: p.weight,
        type: p.type,
        amount: prizeInMoney(p.type) ? toMajor(BigInt(p.amount), scale) : Number(p.amount),
        wageringMultiple: p.wageringX100 / 100,
      })),
      rules: row.rules.map((rule) => ruleInput(rule, ctx.merchant)),
      enabled: row.enabled,
      startsAt: row.starts_at.toISOString(),
      endsAt: row.ends_at?.toISOString() ?? null,
      sortOrder: row.sort_order,
    };
  }

  private view(
    ctx: RequestContext,
    row: RaffleRow,
    totals: { held: number; given: number; draws: number; money: string; points: string } | undefined,
  ): StaffRaffle {
    const scale = ctx.merchant.currencyScale;
    return {
      ...this.inputOf(ctx, row),
      id: String(row.id),
      expectedValue: expectedValueOf(row.prizes, scale),
      ticketsHeld: totals?.held ?? 0,
      ticketsGiven: totals?.given ?? 0,
      draws: totals?.draws ?? 0,
      paidMoney: toMajor(BigInt(totals?.money ?? '0'), scale),
      paidPoints: Number(totals?.points ?? 0),
      updatedAt: row.updated_at.toISOString(),
    };
  }
}
