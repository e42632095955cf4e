import type { RaffleDraw } from '@tessera/contracts';
import { drawPrizeIndex, FairStream, SeedKey } from '@tessera/fair';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import { isUniqueViolation } from '../../db/sql-errors.js';
import { AppError } from '../../http/app-error.js';
import type { MemberSession, RequestContext } from '../../http/context.js';
import { transferId } from '../../lib/transfer-ids.js';
import { setNextNonce } from '../fair-games/fair-games.repo.js';
import { fairInput } from '../fair-games/fair-rules.js';
import type { FairSeeds, SeedOwner } from '../fair-games/seed-pairs.js';
import type { Executor } from '../ledger/ledger.repo.js';
import type { Ledger } from '../ledger/ledger.service.js';
import { giveReward } from '../rewards/give-reward.js';
import { toDraw, toRaffle, weightsOf } from './raffle-view.js';
import { drawsQuery, findRaffle, isOpen, openRaffles, ticketsOf } from './raffles.repo.js';

/** The ledger's reference of what a draw paid. */
export const DRAW_REF_TYPE = 'raffle-draw';

/**
 * Prize tickets for members (issue 16, decision 0045): the open raffles with the member's tickets,
 * and the claim that spends one ticket, draws on the member's seed pair and pays the prize, all in
 * one transaction.
 */
export class Raffles {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly ledger: Ledger,
    private readonly seeds: FairSeeds,
  ) {}

  async list(ctx: RequestContext, session: MemberSession) {
    const rows = await openRaffles(this.db, ctx.merchant.id, this.clock.now());
    const tickets = session.isTrial
      ? new Map<string, number>()
      : await ticketsOf(
          this.db,
          session.memberId,
          rows.map((r) => r.id),
        );
    return {
      list: rows.map((row) => toRaffle(row, tickets.get(String(row.id)) ?? 0, ctx.merchant, ctx.language)),
      seeds: await this.seeds.state(this.owner(ctx, session)),
    };
  }

  /**
   * Spend one ticket and draw. The holding's guarded update (`tickets > 0`) takes the ticket; the seed
   * pair's lock gives the nonce; the draw's row (unique per member and request id) and the prize's
   * transfer commit with them, or nothing does. A replay answers the first draw.
   */
  async claim(ctx: RequestContext, session: MemberSession, input: { raffleId: string; requestId: string }) {
    if (session.isTrial) throw new AppError('trial.not.allowed');
    const { merchant } = ctx;
    const memberId = session.memberId;
    const earlier = await this.byRequest(memberId, input.requestId);
    if (earlier) return this.answer(ctx, session, earlier, input.raffleId);
    const raffle = await findRaffle(this.db, merchant.id, BigInt(input.raffleId));
    if (!raffle?.enabled) throw new AppError('raffle.not.found');
    const now = this.clock.now();
    if (!isOpen(raffle, now))
      throw new AppError(now < raffle.starts_at ? 'raffle.not.found' : 'raffle.closed');
    try {
      const drawId = await this.ledger.transaction(async (book) => {
        const spent = await book.tx
          .updateTable('raffle_holdings')
          .set((eb) => ({ tickets: eb('tickets', '-', 1), updated_at: now }))
          .where('raffle_id', '=', raffle.id)
          .where('member_id', '=', memberId)
          .where('tickets', '>', 0)
          .returning('tickets')
          .executeTakeFirst();
        if (!spent) throw new AppError('raffle.no.ticket');
        const pair = await this.seeds.active(book.tx, this.owner(ctx, session), true);
        const weights = weightsOf(raffle.prizes);
        const index = fairInput(() =>
          drawPrizeIndex(
            new FairStream(new SeedKey(pair.server_seed), pair.client_seed, pair.next_nonce),
            weights,
          ),
        );
        await setNextNonce(book.tx, pair.id, pair.next_nonce + 1);
        const prize = raffle.prizes[index]!;
        const draw = await book.tx
          .insertInto('raffle_draws')
          .values({
            raffle_id: raffle.id,
            merchant_id: merchant.id,
            member_id: memberId,
            request_id: input.requestId,
            seed_pair_id: pair.id,
            nonce: pair.next_nonce,
            weights,
            prize_index: index,
            prize_type: prize.type,
            amount: BigInt(prize.amount),
            wagering_x100: prize.wageringX100,
            label: JSON.stringify(prize.label),
            created_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (prize.type !== 'NOTHING') {
          const bonusId = await giveReward(book, {
            merchant,
            memberId,
            type: prize.type,
            amount: BigInt(prize.amount),
            wageringX100: prize.wageringX100,
            now,
            transferId: transferId(`raffle-draw:${draw.id}`, 'raffle-prize'),
            cashKind: 'RAFFLE_PRIZE',
            refType: DRAW_REF_TYPE,
            refId: String(draw.id),
          });
          if (bonusId !== null) {
            await book.tx
              .updateTable('raffle_draws')
              .set({ bonus_id: bonusId })
              .where('id', '=', draw.id)
              .execute();
          }
        }
        return draw.id;
      });
      return this.answer(ctx, session, drawId, input.raffleId);
    } catch (error) {
      // The same request racing itself: the first draw stands, this one rolled back with its ticket.
      if (!isUniqueViolation(error)) throw error;
      const first = await this.byRequest(memberId, input.requestId);
      if (!first) throw error;
      return this.answer(ctx, session, first, input.raffleId);
    }
  }

  async draws(
    ctx: RequestContext,
    session: MemberSession,
    query: { raffleId?: string | undefined; pageNo: number; pageSize: number },
  ) {
    let base = drawsQuery(this.db).where('d.member_id', '=', session.memberId);
    if (query.raffleId) base = base.where('d.raffle_id', '=', BigInt(query.raffleId));
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
    return {
      list: rows.map((row) => toDraw(row, { kind: row.kind, title: row.title }, ctx.merchant, ctx.language)),
      total: Number(total.n),
      pageNo: query.pageNo,
      pageSize: query.pageSize,
    };
  }

  async draw(ctx: RequestContext, session: MemberSession, id: string): Promise<{ draw: RaffleDraw }> {
    return { draw: await this.drawView(this.db, ctx, session.memberId, BigInt(id)) };
  }

  rotate(ctx: RequestContext, session: MemberSession, clientSeed: string | undefined) {
    if (session.isTrial) throw new AppError('trial.not.allowed');
    return this.seeds.rotate(this.owner(ctx, session), clientSeed);
  }

  private owner(ctx: RequestContext, session: MemberSession): SeedOwner {
    return { merchantId: ctx.merchant.id, memberId: session.memberId };
  }

  private async byRequest(memberId: number, requestId: string) {
    const row = await this.db
      .selectFrom('raffle_draws')
      .select('id')
      .where('member_id', '=', memberId)
      .where('request_id', '=', requestId)
      .executeTakeFirst();
    return row?.id ?? null;
  }

  private async answer(ctx: RequestContext, session: MemberSession, drawId: bigint, raffleId: string) {
    const draw = await this.drawView(this.db, ctx, session.memberId, drawId);
    if (draw.raffleId !== raffleId) throw new AppError('raffle.request.reused');
    const tickets = await ticketsOf(this.db, session.memberId, [BigInt(raffleId)]);
    return {
      draw,
      tickets: tickets.get(raffleId) ?? 0,
      seeds: await this.seeds.state(this.owner(ctx, session)),
    };
  }

  private async drawView(db: Executor, ctx: RequestContext, memberId: number, id: bigint) {
    const row = await drawsQuery(db)
      .where('d.member_id', '=', memberId)
      .where('d.id', '=', id)
      .executeTakeFirst();
    if (!row) throw new AppError('raffle.draw.not.found');
    return toDraw(row, { kind: row.kind, title: row.title }, ctx.merchant, ctx.language);
  }
}
