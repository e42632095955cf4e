import { type GameCard, RECENT_GAMES_LIMIT } from '@tessera/contracts';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import type { GameCatalog } from './catalog.service.js';
import { type CardView, toCard } from './game-cards.js';

/** The games a member launched last (spec §2.3 "recent games"). */
export class RecentGames {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly catalog: GameCatalog,
  ) {}

  /** Called by the launch: the game moves to the front; only the newest few are kept. */
  async recordLaunch(memberId: number, nodeId: number): Promise<void> {
    await this.db
      .insertInto('recent_games')
      .values({ member_id: memberId, node_id: nodeId, played_at: this.clock.now() })
      .onConflict((conflict) =>
        conflict
          .columns(['member_id', 'node_id'])
          .doUpdateSet((eb) => ({ played_at: eb.ref('excluded.played_at') })),
      )
      .execute();
    await this.db
      .deleteFrom('recent_games')
      .where('member_id', '=', memberId)
      .where(
        'node_id',
        'not in',
        this.db
          .selectFrom('recent_games')
          .select('node_id')
          .where('member_id', '=', memberId)
          .orderBy('played_at', 'desc')
          .orderBy('node_id', 'desc')
          .limit(RECENT_GAMES_LIMIT),
      )
      .execute();
  }

  /** Newest first; games no longer listed drop out. */
  async list(merchantId: number, memberId: number, view: CardView): Promise<GameCard[]> {
    const recent = await this.db
      .selectFrom('recent_games')
      .select('node_id')
      .where('member_id', '=', memberId)
      .orderBy('played_at', 'desc')
      .orderBy('node_id', 'desc')
      .limit(RECENT_GAMES_LIMIT)
      .execute();
    const ids = recent.map((row) => row.node_id);
    const rows = await this.catalog.listed(
      { ...(await this.catalog.baseFilter(merchantId, {})), ids },
      RECENT_GAMES_LIMIT,
    );
    const position = new Map(ids.map((id, index) => [id, index]));
    return rows.sort((a, b) => position.get(a.id)! - position.get(b.id)!).map((row) => toCard(row, view));
  }
}
