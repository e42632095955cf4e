import { type GameCategory, toMajor, type Winner } from '@tessera/contracts';
import { sql } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import { readJson } from '../../lib/json-column.js';
import { roundsWithGames } from '../records/records.repo.js';
import { roundCategory } from '../records/round-category.js';
import { type Merchant, TRIAL_CURRENCY } from '../site/merchant.js';
import { AnswerCache } from './answer-cache.js';
import { nameIn } from './game-cards.js';

/** How far back the board looks. */
export const WINNER_WINDOW_MS = 7 * 86_400_000;
/** Answers are kept a few seconds per node, like the catalog's. */
const CACHE_TTL_MS = 3_000;

export interface WinnerQuery {
  gameCategory?: GameCategory;
  language: string;
  limitNum: number;
}

/** The first two and the last character of the account, asterisks between (short names: the first). */
export function maskName(username: string): string {
  const chars = [...username];
  if (chars.length <= 3) return `${chars[0] ?? ''}****`;
  return `${chars.slice(0, 2).join('')}****${chars.at(-1)}`;
}

/**
 * The winner board (spec §2.1 "recent winners", GCSGAME_getRankList): the brand's biggest real wins
 * of the last seven days. Ranked by the round's payout (what the board shows as the prize), not by
 * its multiple of the stake, which would put tiny stakes with lucky multipliers ahead of the wins
 * players notice. Settled rounds only, trial members and trial money never; the chosen wins are
 * then listed newest first.
 */
export class WinnerBoard {
  private readonly answers: AnswerCache<Winner[]>;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {
    this.answers = new AnswerCache(CACHE_TTL_MS, 500, () => this.clock.now().getTime());
  }

  list(merchant: Merchant, query: WinnerQuery): Promise<Winner[]> {
    const key = JSON.stringify([
      merchant.id,
      query.gameCategory,
      query.language.toUpperCase(),
      query.limitNum,
    ]);
    return this.answers.get(key, () => this.load(merchant, query));
  }

  private async load(merchant: Merchant, query: WinnerQuery): Promise<Winner[]> {
    const now = this.clock.now();
    // Served by game_rounds_brand_wins (merchant_id, closed_at) where status = 'CLOSED' and payout > 0.
    let select = roundsWithGames(this.db)
      .innerJoin('members as m', 'm.id', 'r.member_id')
      .select(['r.id', 'r.payout', 'r.closed_at', 'r.vendor_code', 'r.game_code'])
      .select(['g.id as node_id', 'g.names', 'g.icon', 'm.username'])
      .where('r.merchant_id', '=', merchant.id)
      // Literals, not parameters: a generic plan of the prepared statement still uses the index.
      .where(sql<boolean>`r.status = 'CLOSED' and r.payout > 0`)
      .where('r.closed_at', '>', new Date(now.getTime() - WINNER_WINDOW_MS))
      .where('r.closed_at', '<=', now)
      .where('r.currency', '<>', TRIAL_CURRENCY)
      .where('m.is_trial', '=', false);
    if (query.gameCategory) select = select.where(roundCategory, '=', query.gameCategory);
    const rows = await select
      .orderBy('r.payout', 'desc')
      .orderBy('r.closed_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(query.limitNum)
      .execute();
    const closedAt = (row: (typeof rows)[number]) => new Date(row.closed_at!).getTime();
    const games = rows
      .sort((a, b) => closedAt(b) - closedAt(a) || Number(b.id - a.id))
      .map((row) => ({
        vo: {
          customerName: maskName(row.username),
          gameName: row.names
            ? nameIn(readJson<Record<string, string>>(row.names), query.language)
            : row.game_code,
          winAmount: toMajor(row.payout, merchant.currencyScale),
          iconUrl: row.icon ?? '',
        },
        nodeId: row.node_id,
        vassalage: row.vendor_code,
        wonAt: new Date(row.closed_at!).toISOString(),
      }));
    if (query.gameCategory) return games;
    const jackpots = await jackpotWinners(this.db, merchant, query.language, now);
    if (jackpots.length === 0) return games;
    // The jackpot's wins compete for the board's places by their prize too (decision 0046).
    const kept = [...games, ...jackpots]
      .sort((a, b) => b.vo.winAmount - a.vo.winAmount)
      .slice(0, query.limitNum);
    return kept.sort((a, b) => b.wonAt.localeCompare(a.wonAt));
  }
}

const JACKPOT_NAME: Record<string, string> = { EN: 'Progressive jackpot', BN: 'প্রগ্রেসিভ জ্যাকপট' };

/** The brand's jackpot wins of the board's window, as the board lists a win. */
async function jackpotWinners(db: Db, merchant: Merchant, language: string, now: Date): Promise<Winner[]> {
  const rows = await db
    .selectFrom('jackpot_cycles as c')
    .innerJoin('members as m', 'm.id', 'c.winner_id')
    .select(['c.win_amount', 'c.won_at', 'm.username'])
    .where('c.merchant_id', '=', merchant.id)
    .where('c.won_at', '>', new Date(now.getTime() - WINNER_WINDOW_MS))
    .where('c.won_at', '<=', now)
    .orderBy('c.won_at', 'desc')
    .limit(20)
    .execute();
  return rows.map((row) => ({
    vo: {
      customerName: maskName(row.username),
      gameName: JACKPOT_NAME[language.toUpperCase()] ?? JACKPOT_NAME.EN!,
      winAmount: toMajor(row.win_amount ?? 0n, merchant.currencyScale),
      iconUrl: '',
    },
    nodeId: null,
    vassalage: 'JACKPOT',
    wonAt: new Date(row.won_at!).toISOString(),
  }));
}
