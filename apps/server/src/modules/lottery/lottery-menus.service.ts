import type { LotteryDraw, LotteryGame } from '@tessera/contracts';
import { type BetOdds, betTypeOf, type PrizeMode } from '@tessera/lottery';
import { sql } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { AnswerCache } from '../games/answer-cache.js';
import type { CatalogGame } from './lottery-catalog.js';
import type { LotteryOdds } from './lottery-odds.js';
import { toLotteryDraw, toLotteryGame } from './lottery-views.js';

const REGIONS = ['NORTH', 'CENTRAL', 'SOUTH'] as const;
const VN_OFFSET_MS = 7 * 3_600_000;
/** How long a brand's popular games are kept before they are counted again. */
const POPULAR_MS = 15_000;

/** The lottery's reads for the site (spec §7.4): menus, draws, results, odds. */
export class LotteryMenus {
  private readonly popularCodes = new AnswerCache<string[]>(POPULAR_MS, 1_000, () =>
    this.clock.now().getTime(),
  );

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly odds: LotteryOdds,
    private readonly games: readonly CatalogGame[],
  ) {}

  game(code: string): CatalogGame {
    const game = this.games.find((candidate) => candidate.code === code);
    if (!game) throw new AppError('lottery.game.unknown');
    return game;
  }

  async menus(language: string) {
    const families = [...new Set(this.games.map((game) => game.family))];
    return {
      menus: families.map((family) => ({
        family,
        games: this.games
          .filter((game) => game.family === family)
          .map((game) => toLotteryGame(game, language)),
      })),
    };
  }

  /** Vietnamese games by region, those drawing today (Vietnam time) first. */
  async vnMenu(language: string) {
    const weekday = new Date(this.clock.now().getTime() + VN_OFFSET_MS).getUTCDay();
    return {
      regions: REGIONS.map((region) => {
        const games = this.games.filter((game) => game.region === region);
        const today = (game: CatalogGame) =>
          game.schedule.kind === 'weekly' && game.schedule.weekdays.includes(weekday);
        return {
          region,
          today: games.filter(today).map((game) => toLotteryGame(game, language)),
          others: games.filter((game) => !today(game)).map((game) => toLotteryGame(game, language)),
        };
      }),
    };
  }

  async byPrizeMode(mode: PrizeMode, language: string) {
    return {
      games: this.games
        .filter((game) => game.prizeModes.includes(mode))
        .map((g) => toLotteryGame(g, language)),
    };
  }

  /**
   * The games with the most bets on this brand in the last day, most first (none when nobody bet).
   * Counted at most every POPULAR_MS per brand and node: the count reads a day of bets.
   */
  async popular(merchantId: number, language: string): Promise<{ games: LotteryGame[] }> {
    const codes = await this.popularCodes.get(String(merchantId), async () => {
      const since = new Date(this.clock.now().getTime() - 86_400_000);
      const counted = await this.db
        .selectFrom('lottery_bets')
        .select('game_code')
        .where('merchant_id', '=', merchantId)
        .where('placed_at', '>=', since)
        .groupBy('game_code')
        .orderBy(sql`count(*)`, 'desc')
        .orderBy('game_code')
        .limit(10)
        .execute();
      return counted.map((row) => row.game_code);
    });
    const games = codes.flatMap((code) => this.games.filter((game) => game.code === code));
    return { games: games.map((game) => toLotteryGame(game, language)) };
  }

  async recent(memberId: number, language: string): Promise<{ games: LotteryGame[] }> {
    const rows = await this.db
      .selectFrom('lottery_bets')
      .select(['game_code', sql<string>`max(id)`.as('last')])
      .where('member_id', '=', memberId)
      .groupBy('game_code')
      .orderBy(sql`max(id)`, 'desc')
      .limit(10)
      .execute();
    const games = rows.flatMap((row) => this.games.filter((game) => game.code === row.game_code));
    return { games: games.map((game) => toLotteryGame(game, language)) };
  }

  /** A game's draw taking bets now (by the clock), and its latest drawn one. */
  async opened(merchantId: number, gameCode: string) {
    this.game(gameCode);
    const now = this.clock.now();
    const [open, last] = await Promise.all([
      this.db
        .selectFrom('lottery_draws')
        .selectAll()
        .where('merchant_id', '=', merchantId)
        .where('game_code', '=', gameCode)
        .where('status', 'in', ['SCHEDULED', 'OPEN'])
        .where('opens_at', '<=', now)
        .where('closes_at', '>', now)
        .executeTakeFirst(),
      this.db
        .selectFrom('lottery_draws')
        .selectAll()
        .where('merchant_id', '=', merchantId)
        .where('game_code', '=', gameCode)
        .where('status', 'in', ['DRAWN', 'SETTLED'])
        .orderBy('draws_at', 'desc')
        .limit(1)
        .executeTakeFirst(),
    ]);
    return {
      draw: open ? toLotteryDraw(open, now) : null,
      last: last ? toLotteryDraw(last, now) : null,
      serverTime: now.toISOString(),
    };
  }

  /** The open draw of every Vietnamese game, or of one. */
  async vnOpened(
    merchantId: number,
    gameCode?: string,
  ): Promise<{ draws: LotteryDraw[]; serverTime: string }> {
    const now = this.clock.now();
    const codes = gameCode
      ? [this.game(gameCode).code]
      : this.games.filter((g) => g.area === 'VN').map((g) => g.code);
    const rows = await this.db
      .selectFrom('lottery_draws')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('game_code', 'in', codes)
      .where('status', 'in', ['SCHEDULED', 'OPEN'])
      .where('opens_at', '<=', now)
      .where('closes_at', '>', now)
      .orderBy('draws_at')
      .execute();
    return { draws: rows.map((row) => toLotteryDraw(row, now)), serverTime: now.toISOString() };
  }

  async results(merchantId: number, query: { gameCode: string; pageNo: number; pageSize: number }) {
    this.game(query.gameCode);
    const now = this.clock.now();
    const base = this.db
      .selectFrom('lottery_draws')
      .where('merchant_id', '=', merchantId)
      .where('game_code', '=', query.gameCode)
      .where('status', 'in', ['DRAWN', 'SETTLED']);
    const [{ total }, rows] = await Promise.all([
      base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
      base
        .selectAll()
        .orderBy('draws_at', 'desc')
        .limit(query.pageSize)
        .offset((query.pageNo - 1) * query.pageSize)
        .execute(),
    ]);
    return { list: rows.map((row) => toLotteryDraw(row, now)), total: Number(total) };
  }

  /** The brand's odds of a game's bet types under a prize mode, unit prices in major units. */
  async oddsFor(merchantId: number, scale: number, gameCode: string, mode: PrizeMode) {
    const game = this.game(gameCode);
    if (!game.prizeModes.includes(mode)) throw new AppError('lottery.game.unknown');
    const table = await this.odds.table(merchantId, mode);
    const odds: Record<string, BetOdds> = {};
    for (const [code, entry] of Object.entries(table)) {
      if (betTypeOf(code)?.family !== game.family) continue;
      odds[code] = { unitPrice: entry.unitPrice / 10 ** scale, payoutMilli: entry.payoutMilli };
    }
    return { prizeMode: mode, odds };
  }
}
