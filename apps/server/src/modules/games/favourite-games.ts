import type { GameCategory, GamePage } from '@tessera/contracts';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import type { RateLimiter } from '../../lib/rate-limiter.js';
import type { GameCatalog } from './catalog.service.js';
import { type CardView, toCard } from './game-cards.js';

/** Spec §9: one favourite toggle per second per member; a member keeps a bounded list. */
export const FAVOURITE_LIMITS = { toggleWindowMs: 1_000, max: 200 } as const;

export interface FavouriteListQuery {
  gameType?: GameCategory;
  vendor?: string;
  pageNo: number;
  pageSize: number;
}

/** A member's favourite games: add (idempotent), remove, ids and the paged list. */
export class FavouriteGames {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly limiter: RateLimiter,
    private readonly catalog: GameCatalog,
  ) {}

  /** Node ids of the member's favourites that are still listed, newest first. */
  async ids(memberId: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('favourite_games')
      .innerJoin('games', 'games.id', 'favourite_games.node_id')
      .select('favourite_games.node_id')
      .where('favourite_games.member_id', '=', memberId)
      .where('games.status', '<>', 'DISABLED')
      .orderBy('favourite_games.created_at', 'desc')
      .orderBy('favourite_games.node_id', 'desc')
      .execute();
    return rows.map((row) => row.node_id);
  }

  async add(merchantId: number, memberId: number, nodeId: number): Promise<number[]> {
    await this.throttle(merchantId, memberId);
    const game = await this.catalog.findGame(nodeId);
    if (!game || game.status === 'DISABLED') throw new AppError('game.not.found');
    const current = await this.ids(memberId);
    if (current.includes(nodeId)) return current;
    if (current.length >= FAVOURITE_LIMITS.max)
      throw new AppError('game.favourite.limit', { max: FAVOURITE_LIMITS.max });
    await this.db
      .insertInto('favourite_games')
      .values({ member_id: memberId, node_id: nodeId, created_at: this.clock.now() })
      .onConflict((conflict) => conflict.columns(['member_id', 'node_id']).doNothing())
      .execute();
    return this.ids(memberId);
  }

  /** Removing a game that is not a favourite changes nothing and answers the same list. */
  async remove(merchantId: number, memberId: number, nodeId: number): Promise<number[]> {
    await this.throttle(merchantId, memberId);
    await this.db
      .deleteFrom('favourite_games')
      .where('member_id', '=', memberId)
      .where('node_id', '=', nodeId)
      .execute();
    return this.ids(memberId);
  }

  async page(
    merchantId: number,
    memberId: number,
    query: FavouriteListQuery,
    view: CardView,
  ): Promise<GamePage> {
    const filter = await this.catalog.baseFilter(merchantId, {
      gameType: query.gameType,
      vassalage: query.vendor,
    });
    const ids = await this.ids(memberId);
    const rows = await this.catalog.listed({ ...filter, ids }, FAVOURITE_LIMITS.max);
    const position = new Map(ids.map((id, index) => [id, index]));
    rows.sort((a, b) => position.get(a.id)! - position.get(b.id)!);
    const start = (query.pageNo - 1) * query.pageSize;
    return {
      list: rows.slice(start, start + query.pageSize).map((row) => toCard(row, view)),
      pageNo: query.pageNo,
      pageSize: query.pageSize,
      total: rows.length,
    };
  }

  private async throttle(merchantId: number, memberId: number): Promise<void> {
    const key = `games:favourite:${merchantId}:${memberId}`;
    if ((await this.limiter.hit(key, FAVOURITE_LIMITS.toggleWindowMs)) > 1) {
      const wait = await this.limiter.retryAfterMs(key);
      throw new AppError('too.many.requests', { seconds: Math.max(1, Math.ceil(wait / 1000)) });
    }
  }
}
