import type { StaffDraw } from '@tessera/contracts';
import { lotteryProblemText, toMajor } from '@tessera/contracts';
import { resultFormatOf } from '@tessera/lottery';
import type { Transaction } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import type { DrawStatus } from '../../db/schema-lottery.js';
import { AppError } from '../../http/app-error.js';
import type { StaffSession } from '../../http/context.js';
import { readJson } from '../../lib/json-column.js';
import { recordAudit } from '../audit/audit.repo.js';
import type { CatalogGame } from './lottery-catalog.js';
import { holdDraw } from './lottery-draws.js';
import { type DrawRow, toLotteryDraw } from './lottery-views.js';

type Tx = Transaction<DB>;

/**
 * Official results in the back office (domain.md §5): one staff member enters a draw's result (or
 * asks to cancel it), a second one confirms by typing the same numbers; only then does the draw
 * move — to DRAWN, where settlement takes it, or to CANCELLED, where every stake is refunded. A
 * feed's result needs no second person. Every step is audited.
 */
export class LotteryResults {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly games: ReadonlyMap<string, CatalogGame>,
  ) {}

  async list(
    merchantId: number,
    query: {
      gameCode?: string | undefined;
      status?: DrawStatus | undefined;
      pageNo: number;
      pageSize: number;
    },
  ): Promise<{ list: StaffDraw[]; total: number }> {
    let base = this.db.selectFrom('lottery_draws').where('merchant_id', '=', merchantId);
    if (query.gameCode) base = base.where('game_code', '=', query.gameCode);
    if (query.status) base = base.where('status', '=', query.status);
    // Staff see past and current draws, not the weeks planned ahead.
    base = base.where('opens_at', '<=', this.clock.now());
    const [{ total }, rows] = await Promise.all([
      base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
      base
        .selectAll()
        .orderBy('draws_at', 'desc')
        .limit(query.pageSize)
        .offset((query.pageNo - 1) * query.pageSize)
        .execute(),
    ]);
    return { list: await Promise.all(rows.map((row) => this.view(this.db, row))), total: Number(total) };
  }

  /**
   * A result typed by staff for a closed official draw, or a correction of a settled one (with a
   * reason); either waits for a second person.
   */
  async enter(
    actor: StaffSession,
    drawId: string,
    numbers: string[],
    reason: string | undefined,
    ip: string,
  ) {
    return this.withDraw(actor, drawId, async (tx, draw, game) => {
      if (game.kind === 'FAST') throw new AppError('lottery.draw.not.official');
      const problem = resultFormatOf(game.family).check(numbers);
      if (draw.status === 'SETTLED') {
        if (!reason || reason.length < 3) throw new AppError('lottery.correction.reason');
        if (problem)
          throw new AppError('lottery.result.invalid', { detail: lotteryProblemText(problem, 'EN') });
        if (readJson<string[]>(draw.numbers!).join(',') === numbers.join(','))
          throw new AppError('lottery.correction.same');
        await this.addEntry(tx, actor, draw, { kind: 'CORRECTION', numbers, reason }, ip);
        return;
      }
      const closed =
        ['SCHEDULED', 'OPEN', 'CLOSED'].includes(draw.status) && new Date(draw.closes_at) <= this.clock.now();
      if (!closed) throw new AppError('lottery.draw.state', { status: draw.status });
      if (problem)
        throw new AppError('lottery.result.invalid', { detail: lotteryProblemText(problem, 'EN') });
      await this.addEntry(tx, actor, draw, { kind: 'RESULT', numbers, reason: reason ?? null }, ip);
    });
  }

  /** Ask to cancel a draw not yet settled; waits for a second person. */
  async cancel(actor: StaffSession, drawId: string, reason: string, ip: string) {
    return this.withDraw(actor, drawId, async (tx, draw) => {
      if (draw.status === 'SETTLED' || draw.status === 'CANCELLED') {
        throw new AppError('lottery.draw.state', { status: draw.status });
      }
      await this.addEntry(tx, actor, draw, { kind: 'CANCEL', numbers: null, reason }, ip);
    });
  }

  /** A second staff member confirms the waiting entry, and the draw moves. */
  async confirm(actor: StaffSession, drawId: string, numbers: string[] | undefined, ip: string) {
    return this.withDraw(actor, drawId, async (tx, draw) => {
      const entry = await this.pending(tx, draw.id);
      if (!entry) throw new AppError('lottery.entry.none');
      if (entry.entered_by === actor.staffId) throw new AppError('lottery.entry.same.staff');
      const entered = entry.numbers ? readJson<string[]>(entry.numbers) : null;
      if (entered && (numbers ?? []).join(',') !== entered.join(','))
        throw new AppError('lottery.entry.mismatch');
      const now = this.clock.now();
      await tx
        .updateTable('lottery_entries')
        .set({ status: 'CONFIRMED', confirmed_by: actor.staffId, decided_at: now })
        .where('id', '=', entry.id)
        .execute();
      await this.move(tx, draw, entry.kind, entered, now);
      await this.audit(
        tx,
        actor,
        `lottery.${entry.kind.toLowerCase()}.confirm`,
        draw,
        { numbers: entered, ...(entry.kind === 'CORRECTION' ? { previous: readJson(draw.numbers!) } : {}) },
        ip,
      );
    });
  }

  /**
   * A confirmed entry moves the draw: a cancellation to CANCELLED (settlement refunds), a result
   * to DRAWN, a correction back to DRAWN with the new numbers and one more correction, where
   * settlement settles every bet again (decision 0017).
   */
  private async move(
    tx: Tx,
    draw: DrawRow,
    kind: 'RESULT' | 'CORRECTION' | 'CANCEL',
    numbers: string[] | null,
    now: Date,
  ) {
    await holdDraw(tx, draw.id);
    const update = tx.updateTable('lottery_draws').where('id', '=', draw.id);
    if (kind === 'CANCEL') {
      await update.set({ status: 'CANCELLED' }).execute();
    } else if (kind === 'CORRECTION') {
      if (draw.status !== 'SETTLED') throw new AppError('lottery.draw.state', { status: draw.status });
      await update
        .set({
          status: 'DRAWN',
          numbers: JSON.stringify(numbers),
          corrections: draw.corrections + 1,
          settled_at: null,
          lease_until: null,
        })
        .execute();
    } else {
      if (new Date(draw.closes_at) > now) throw new AppError('lottery.draw.state', { status: draw.status });
      await update.set({ status: 'DRAWN', numbers: JSON.stringify(numbers) }).execute();
    }
  }

  /** Throw the waiting entry away (the second person found a typo). */
  async reject(actor: StaffSession, drawId: string, ip: string) {
    return this.withDraw(actor, drawId, async (tx, draw) => {
      const entry = await this.pending(tx, draw.id);
      if (!entry) throw new AppError('lottery.entry.none');
      await tx
        .updateTable('lottery_entries')
        .set({ status: 'REJECTED', confirmed_by: null, decided_at: this.clock.now() })
        .where('id', '=', entry.id)
        .execute();
      await this.audit(tx, actor, 'lottery.entry.reject', draw, { kind: entry.kind }, ip);
    });
  }

  /** Run `work` on the brand's draw, locked, and answer the draw as staff see it afterwards. */
  private async withDraw(
    actor: StaffSession,
    drawId: string,
    work: (tx: Tx, draw: DrawRow, game: CatalogGame) => Promise<void>,
  ): Promise<StaffDraw> {
    return this.db.transaction().execute(async (tx) => {
      const draw = await tx
        .selectFrom('lottery_draws')
        .selectAll()
        .where('id', '=', BigInt(drawId))
        .where('merchant_id', '=', actor.merchantId)
        .forUpdate()
        .executeTakeFirst();
      if (!draw) throw new AppError('lottery.draw.unknown');
      await work(tx, draw, this.games.get(draw.game_code)!);
      const after = await tx
        .selectFrom('lottery_draws')
        .selectAll()
        .where('id', '=', draw.id)
        .executeTakeFirstOrThrow();
      return this.view(tx, after);
    });
  }

  private pending(executor: Db | Tx, drawId: bigint) {
    return executor
      .selectFrom('lottery_entries')
      .selectAll()
      .where('draw_id', '=', drawId)
      .where('status', '=', 'PENDING')
      .executeTakeFirst();
  }

  private async addEntry(
    tx: Tx,
    actor: StaffSession,
    draw: DrawRow,
    entry: { kind: 'RESULT' | 'CORRECTION' | 'CANCEL'; numbers: string[] | null; reason: string | null },
    ip: string,
  ) {
    if (await this.pending(tx, draw.id)) throw new AppError('lottery.entry.pending');
    await tx
      .insertInto('lottery_entries')
      .values({
        draw_id: draw.id,
        kind: entry.kind,
        numbers: entry.numbers ? JSON.stringify(entry.numbers) : null,
        reason: entry.reason,
        source: 'STAFF',
        entered_by: actor.staffId,
        entered_at: this.clock.now(),
      })
      .execute();
    await this.audit(tx, actor, `lottery.${entry.kind.toLowerCase()}.enter`, draw, entry, ip);
  }

  private async view(executor: Db | Tx, draw: DrawRow): Promise<StaffDraw> {
    const [entry, bets, clawbacks] = await Promise.all([
      executor
        .selectFrom('lottery_entries as e')
        .leftJoin('staff as s', 's.id', 'e.entered_by')
        .select(['e.kind', 'e.numbers', 'e.reason', 'e.entered_at', 's.username'])
        .where('e.draw_id', '=', draw.id)
        .where('e.status', '=', 'PENDING')
        .executeTakeFirst(),
      executor
        .selectFrom('lottery_bets')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('draw_id', '=', draw.id)
        .executeTakeFirstOrThrow(),
      executor
        .selectFrom('lottery_clawbacks as c')
        .innerJoin('lottery_draws as d', 'd.id', 'c.draw_id')
        .innerJoin('merchants as m', 'm.id', 'd.merchant_id')
        .select((eb) => [
          'c.currency',
          'm.currency_scale',
          eb.fn.sum<string>('c.owed').as('owed'),
          eb.fn.sum<string>('c.collected').as('collected'),
        ])
        .where('c.draw_id', '=', draw.id)
        .groupBy(['c.currency', 'm.currency_scale'])
        .orderBy('c.currency')
        .execute(),
    ]);
    return {
      ...toLotteryDraw(draw, this.clock.now()),
      pending: entry
        ? {
            kind: entry.kind,
            numbers: entry.numbers ? readJson<string[]>(entry.numbers) : null,
            reason: entry.reason,
            enteredBy: entry.username ?? 'feed',
            enteredAt: new Date(entry.entered_at).toISOString(),
          }
        : null,
      bets: Number(bets.n),
      clawbacks: clawbacks.map((row) => ({
        currency: row.currency,
        owed: toMajor(BigInt(row.owed), row.currency_scale),
        collected: toMajor(BigInt(row.collected), row.currency_scale),
      })),
    };
  }

  private audit(tx: Tx, actor: StaffSession, action: string, draw: DrawRow, details: object, ip: string) {
    return recordAudit(tx, {
      merchantId: actor.merchantId,
      actorType: 'staff',
      actorId: actor.staffId,
      action,
      target: `lottery_draw:${draw.id}`,
      details: { gameCode: draw.game_code, numero: draw.numero, ...details },
      ip,
    });
  }
}
