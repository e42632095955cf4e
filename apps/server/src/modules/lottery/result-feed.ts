import { randomInt } from 'node:crypto';
import { resultFormatOf } from '@tessera/lottery';
import type { Db } from '../../db/database.js';
import type { CatalogGame } from './lottery-catalog.js';

/**
 * Where official and daily results come from when no person types them in: a results provider's
 * adapter. `resultOf` answers the draw's official numbers, or null while they are not published.
 */
export interface ResultFeed {
  resultOf(game: CatalogGame, numero: string): Promise<string[] | null>;
}

/**
 * The built-in feed of the demo: it "publishes" a well-formed random result for any draw whose time
 * has come, as an official source would. Real feeds implement the same interface.
 */
export class SandboxResultFeed implements ResultFeed {
  async resultOf(game: CatalogGame): Promise<string[] | null> {
    return resultFormatOf(game.family).draw((n) => randomInt(n));
  }
}

/**
 * One pass of the feed: each closed official or daily draw whose time has come and that waits for
 * no staff entry gets the feed's result, recorded as a confirmed FEED entry, and moves to DRAWN.
 * The move is guarded by the draw's state, so nodes racing on one draw record one result.
 */
export async function applyFeed(
  db: Db,
  feed: ResultFeed,
  games: ReadonlyMap<string, CatalogGame>,
  now: Date,
): Promise<number> {
  const official = [...games.values()].filter((game) => game.kind !== 'FAST').map((game) => game.code);
  const due = await db
    .selectFrom('lottery_draws as d')
    .select(['d.id', 'd.game_code', 'd.numero'])
    .where('d.game_code', 'in', official)
    .where('d.status', 'in', ['SCHEDULED', 'OPEN', 'CLOSED'])
    .where('d.draws_at', '<=', now)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('lottery_entries as e')
            .select('e.id')
            .whereRef('e.draw_id', '=', 'd.id')
            .where('e.status', '=', 'PENDING'),
        ),
      ),
    )
    .limit(100)
    .execute();
  let applied = 0;
  for (const draw of due) {
    const numbers = await feed.resultOf(games.get(draw.game_code)!, draw.numero);
    if (!numbers) continue;
    applied += await db.transaction().execute(async (tx) => {
      const moved = await tx
        .updateTable('lottery_draws')
        .set({ status: 'DRAWN', numbers: JSON.stringify(numbers) })
        .where('id', '=', draw.id)
        .where('status', 'in', ['SCHEDULED', 'OPEN', 'CLOSED'])
        .executeTakeFirst();
      if (moved.numUpdatedRows === 0n) return 0;
      await tx
        .insertInto('lottery_entries')
        .values({
          draw_id: draw.id,
          kind: 'RESULT',
          numbers: JSON.stringify(numbers),
          source: 'FEED',
          entered_at: now,
          status: 'CONFIRMED',
          decided_at: now,
        })
        .execute();
      return 1;
    });
  }
  return applied;
}
