import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { GameTable, GameVendorTable } from '../../db/schema.js';

export type GameRow = Omit<Selectable<GameTable>, 'search_name'>;
export type ListedGameRow = Selectable<GameTable>;
export type VendorRow = Selectable<GameVendorTable> & { game_types: string[] };

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

/**
 * Every listed game (all but the disabled ones) in catalog order, with its search name: the
 * snapshot a node keeps in memory (`CatalogIndex`).
 */
export function findListedGames(db: Db): Promise<ListedGameRow[]> {
  return db
    .selectFrom('games')
    .select([...GAME_COLUMNS, 'search_name'])
    .where('status', '<>', 'DISABLED')
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/** The catalog's version, moved on by every statement that writes it (migration 0024). */
export async function findCatalogVersion(db: Db): Promise<bigint> {
  const row = await db.selectFrom('catalog_version').select('version').executeTakeFirstOrThrow();
  return row.version;
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

/** The vendors each brand has switched off (decision 0022), by brand. */
export async function findVendorsOff(db: Db): Promise<Map<number, Set<string>>> {
  const rows = await db.selectFrom('merchant_vendors_off').select(['merchant_id', 'vendor_code']).execute();
  const off = new Map<number, Set<string>>();
  for (const row of rows)
    off.set(row.merchant_id, (off.get(row.merchant_id) ?? new Set()).add(row.vendor_code));
  return off;
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
