import { createHash, randomBytes, randomInt } from 'node:crypto';
import { type Family, resultFormatOf } from '@tessera/lottery';
import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { type DrawSlot, drawSlots } from './draw-schedule.js';
import type { CatalogGame } from './lottery-catalog.js';

/** Draws planned ahead of each game: enough for the longest chase (50) and at least a day. */
const AHEAD = 50;

/** The commitment of a fast draw: `sha256("<numbers joined by ,>:<salt>")`, hex. */
export function resultHash(numbers: readonly string[], salt: string): string {
  return createHash('sha256')
    .update(`${numbers.join(',')}:${salt}`)
    .digest('hex');
}

/** A fast draw's secret result, drawn with the operating system's CSPRNG. */
export function drawFastResult(family: Family): { numbers: string[]; salt: string; hash: string } {
  const numbers = resultFormatOf(family).draw((n) => randomInt(n));
  const salt = randomBytes(16).toString('hex');
  return { numbers, salt, hash: resultHash(numbers, salt) };
}

/**
 * Hold a draw against new slips until the transaction ends: slips hold their draws with the same
 * key shared (`lottery_place`, migration 0018), so this waits for those in flight, and any slip
 * after it reads the draw as this transaction leaves it. Taken before a draw leaves betting.
 */
export async function holdDraw(tx: Transaction<DB>, drawId: bigint): Promise<void> {
  await sql`select pg_advisory_xact_lock(${drawId}::bigint)`.execute(tx);
}

/**
 * Draws come into being and move by the clock (domain.md §5). Every statement here is idempotent
 * and set-based, so every node runs the same pass at once: planning inserts what is missing (a
 * draw another node inserted first stays as it is), and each state move is one guarded update.
 */
export class LotteryDraws {
  constructor(
    private readonly db: Db,
    private readonly games: readonly CatalogGame[],
  ) {}

  /** Insert each brand's missing draws up to AHEAD after the latest planned one. */
  async plan(now: Date): Promise<number> {
    const merchants = await this.db.selectFrom('merchants').select('id').execute();
    const latest = await this.db
      .selectFrom('lottery_draws')
      .select([
        'merchant_id',
        'game_code',
        sql<Date>`max(draws_at)`.as('last'),
        sql<string>`count(*)`.as('ahead'),
      ])
      .where('draws_at', '>', now)
      .groupBy(['merchant_id', 'game_code'])
      .execute();
    const known = new Map(latest.map((row) => [`${row.merchant_id}|${row.game_code}`, row]));
    let planned = 0;
    for (const { id: merchantId } of merchants) {
      for (const game of this.games) {
        const row = known.get(`${merchantId}|${game.code}`);
        const ahead = Number(row?.ahead ?? 0);
        if (ahead >= AHEAD / 2) continue;
        const from = row ? new Date(row.last) : now;
        const slots = drawSlots(game.schedule, game.closeSeconds, from, AHEAD - ahead);
        planned += await this.insert(merchantId, game, slots);
      }
    }
    return planned;
  }

  private async insert(merchantId: number, game: CatalogGame, slots: DrawSlot[]): Promise<number> {
    if (slots.length === 0) return 0;
    const rows = slots.map((slot) => {
      const secret = game.kind === 'FAST' ? drawFastResult(game.family) : null;
      return {
        merchant_id: merchantId,
        game_code: game.code,
        numero: slot.numero,
        opens_at: slot.opensAt,
        closes_at: slot.closesAt,
        draws_at: slot.drawsAt,
        numbers: secret ? JSON.stringify(secret.numbers) : null,
        salt: secret?.salt ?? null,
        result_hash: secret?.hash ?? null,
      };
    });
    const inserted = await this.db
      .insertInto('lottery_draws')
      .values(rows)
      .onConflict((conflict) => conflict.columns(['merchant_id', 'game_code', 'numero']).doNothing())
      .returning('id')
      .execute();
    return inserted.length;
  }

  /**
   * Move draws by the clock: open those whose window began, close those whose window ended, and
   * reveal fast draws whose time came (official ones are drawn when their result is confirmed).
   */
  async advance(now: Date): Promise<number> {
    const opened = await this.db
      .updateTable('lottery_draws')
      .set({ status: 'OPEN' })
      .where('status', '=', 'SCHEDULED')
      .where('opens_at', '<=', now)
      .where('closes_at', '>', now)
      .executeTakeFirst();
    const closed = await this.close(now);
    const drawn = await this.db
      .updateTable('lottery_draws')
      .set({ status: 'DRAWN' })
      .where('status', '=', 'CLOSED')
      .where('draws_at', '<=', now)
      .where('numbers', 'is not', null)
      .where('game_code', 'in', this.fastCodes())
      .executeTakeFirst();
    return Number(opened.numUpdatedRows + drawn.numUpdatedRows) + closed;
  }

  /**
   * Close each draw whose betting window ended, one at a time and each after the slips in flight on
   * it (`holdDraw`): a slip that began before the close commits first, every later one sees CLOSED.
   */
  private async close(now: Date): Promise<number> {
    const due = await this.db
      .selectFrom('lottery_draws')
      .select('id')
      .where('status', 'in', ['SCHEDULED', 'OPEN'])
      .where('closes_at', '<=', now)
      .execute();
    let closed = 0;
    for (const { id } of due) {
      closed += await this.db.transaction().execute(async (tx) => {
        await holdDraw(tx, id);
        const { numUpdatedRows } = await tx
          .updateTable('lottery_draws')
          .set({ status: 'CLOSED' })
          .where('id', '=', id)
          .where('status', 'in', ['SCHEDULED', 'OPEN'])
          .executeTakeFirst();
        return Number(numUpdatedRows);
      });
    }
    return closed;
  }

  private fastCodes(): string[] {
    return this.games.filter((game) => game.kind === 'FAST').map((game) => game.code);
  }
}
