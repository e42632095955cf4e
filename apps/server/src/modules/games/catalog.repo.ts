import { type ExpressionBuilder, type Selectable, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { DB, GameTable, GameVendorTable } from '../../db/schema.js';

export type GameRow = Omit<Selectable<GameTable>, 'search_name'>;
export type VendorRow = Selectable<GameVendorTable> & { game_types: string[] };

/** Which games a query wants; every field optional, all of them must hold. */
export interface GameFilter {
  ids?: readonly number[];
  gameType?: string;
  vendorCode?: string;
  /** Only games of these vendors (in-house category). */
  vendorIn?: readonly string[];
  /** Games of these vendors never show (switched-off vendors). */
  vendorNotIn?: readonly string[];
  classify?: string;
  gameCode?: string;
  /** An ILIKE pattern over the normalised names (`containsPattern`). */
  namePattern?: string;
  /** Minor units: games whose minimum bet is at most this. */
  maxMinBet?: bigint;
  minLines?: number;
  hot?: boolean;
  recommended?: boolean;
}

const GAME_COLUMNS = [
  'id',
  'vendor_code',
  'game_code',
  'game_type',
  'classify',
  'names',
  'icon',
  'min_bet',
  'lines',
  'rtp_bp',
  'hot',
  'recommended',
  'sort',
  'status',
  'launch_code',
] as const;

/** Disabled games are never listed; the conditions of the filter. */
function matching(eb: ExpressionBuilder<DB, 'games'>, filter: GameFilter) {
  const conditions = [eb('status', '<>', 'DISABLED')];
  if (filter.ids) conditions.push(filter.ids.length ? eb('id', 'in', filter.ids) : eb.val(false));
  if (filter.gameType) conditions.push(eb('game_type', '=', filter.gameType));
  if (filter.vendorCode) conditions.push(eb('vendor_code', '=', filter.vendorCode));
  if (filter.vendorIn)
    conditions.push(filter.vendorIn.length ? eb('vendor_code', 'in', filter.vendorIn) : eb.val(false));
  if (filter.vendorNotIn?.length) conditions.push(eb('vendor_code', 'not in', filter.vendorNotIn));
  if (filter.classify) conditions.push(eb('classify', '=', filter.classify));
  if (filter.gameCode) conditions.push(eb('game_code', '=', filter.gameCode));
  if (filter.namePattern) conditions.push(eb('search_name', 'ilike', filter.namePattern));
  if (filter.maxMinBet !== undefined) conditions.push(eb('min_bet', '<=', filter.maxMinBet));
  if (filter.minLines !== undefined && filter.minLines > 0)
    conditions.push(eb('lines', '>=', filter.minLines));
  if (filter.hot) conditions.push(eb('hot', '=', true));
  if (filter.recommended) conditions.push(eb('recommended', '=', true));
  return eb.and(conditions);
}

/**
 * One page of games in catalog order, with the number of all matching games from the same
 * statement (a window count); only a page past the end needs a second, counting query.
 */
export async function findGamePage(db: Db, filter: GameFilter, limit: number, offset: number) {
  const rows = await db
    .selectFrom('games')
    .select(GAME_COLUMNS)
    .select(sql<bigint>`count(*) over ()`.as('total'))
    .where((eb) => matching(eb, filter))
    .orderBy('sort')
    .orderBy('id')
    .limit(limit)
    .offset(offset)
    .execute();
  if (rows.length > 0 || offset === 0) return { rows: rows as GameRow[], total: Number(rows[0]?.total ?? 0) };
  const counted = await db
    .selectFrom('games')
    .select((eb) => eb.fn.countAll<bigint>().as('total'))
    .where((eb) => matching(eb, filter))
    .executeTakeFirstOrThrow();
  return { rows: [] as GameRow[], total: Number(counted.total) };
}

/** Matching games in catalog order, at most `limit`. */
export function findGames(db: Db, filter: GameFilter, limit: number): Promise<GameRow[]> {
  return db
    .selectFrom('games')
    .select(GAME_COLUMNS)
    .where((eb) => matching(eb, filter))
    .orderBy('sort')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** One game by node id or by vendor and game code, whatever its status. */
export function findGameRow(db: Db, ref: number | { vendor: string; gameCode: string }) {
  const query = db.selectFrom('games').select(GAME_COLUMNS);
  return (
    typeof ref === 'number'
      ? query.where('id', '=', ref)
      : query.where('vendor_code', '=', ref.vendor).where('game_code', '=', ref.gameCode)
  ).executeTakeFirst();
}

/** Every vendor with the game types it offers, in display order. */
export async function findVendors(db: Db): Promise<VendorRow[]> {
  const [vendors, types] = await Promise.all([
    db.selectFrom('game_vendors').selectAll().orderBy('sort').orderBy('code').execute(),
    db.selectFrom('vendor_game_types').selectAll().execute(),
  ]);
  return vendors.map((vendor) => ({
    ...vendor,
    game_types: types.filter((type) => type.vendor_code === vendor.code).map((type) => type.game_type),
  }));
}
