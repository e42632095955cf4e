import { sql } from 'kysely';
import { vendorArtPath } from '../../modules/games/art/art-paths.js';
import type { Db } from '../database.js';
import { generateDemoCatalog } from './catalog/generate.js';
import { DEMO_CATALOG_VENDORS } from './catalog/vendors.js';

const BATCH = 1_000;

/**
 * The demo game catalog (about 40 vendors, about 10,000 games), generated deterministically.
 * Idempotent: does nothing once the catalog holds games. The demo brand's four vendors keep their
 * codes and wallet ids and get their display fields here.
 */
export async function seedDemoCatalog(db: Db): Promise<void> {
  if (await db.selectFrom('games').select('id').limit(1).executeTakeFirst()) return upgradeDemoCatalog(db);
  const games = generateDemoCatalog();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('game_vendors')
      .values(
        DEMO_CATALOG_VENDORS.map((vendor, i) => ({
          code: vendor.code,
          name: vendor.name,
          wallet_type_id: vendor.walletTypeId ?? null,
          wallet_mode: vendor.walletTypeId === undefined ? ('SEAMLESS' as const) : ('TRANSFER' as const),
          lager_icon: vendorArtPath(vendor.code),
          remark: `Demo catalog · ${vendor.name}`,
          is_game: vendor.isGame,
          sort: (i + 1) * 10,
          kind: vendor.kind,
        })),
      )
      .onConflict((conflict) =>
        conflict.column('code').doUpdateSet((eb) => ({
          wallet_mode: eb.ref('excluded.wallet_mode'),
          lager_icon: eb.ref('excluded.lager_icon'),
          remark: eb.ref('excluded.remark'),
          is_game: eb.ref('excluded.is_game'),
          sort: eb.ref('excluded.sort'),
          kind: eb.ref('excluded.kind'),
        })),
      )
      .execute();
    await trx
      .insertInto('vendor_game_types')
      .values(
        DEMO_CATALOG_VENDORS.flatMap((vendor) =>
          [...new Set(vendor.offers.map((offer) => offer.type))].map((type) => ({
            vendor_code: vendor.code,
            game_type: type,
          })),
        ),
      )
      .onConflict((conflict) => conflict.doNothing())
      .execute();
    for (let start = 0; start < games.length; start += BATCH) {
      await trx
        .insertInto('games')
        .values(
          games.slice(start, start + BATCH).map((game) => ({
            vendor_code: game.vendorCode,
            game_code: game.gameCode,
            game_type: game.gameType,
            classify: game.classify,
            names: JSON.stringify(game.names),
            search_name: game.searchName,
            icon: game.icon,
            min_bet: BigInt(game.minBet),
            lines: game.lines,
            rtp_bp: game.rtpBp,
            hot: game.hot,
            recommended: game.recommended,
            sort: game.sort,
            status: game.status,
          })),
        )
        .execute();
    }
  });
  // Fresh statistics, so the planner uses the search index on the new rows at once.
  await sql`analyze games`.execute(db);
}

/**
 * A demo catalog seeded before the artwork (decision 0025) named `.png` icons no server held and
 * word-for-word Bengali names for vendors' games: point its icons at the generated art and keep
 * the vendors' own names. Touches only rows still in the old shape, so it runs once.
 */
async function upgradeDemoCatalog(db: Db): Promise<void> {
  await db
    .updateTable('game_vendors')
    .set({ lager_icon: sql<string>`'art/vendors/' || code || '.svg'` })
    .where('lager_icon', 'like', 'vendors/%.png')
    .execute();
  await db
    .updateTable('games')
    .set({
      icon: sql<string>`'art/games/' || vendor_code || '/' || game_code || '.svg'`,
      names: sql`case when vendor_code in (select code from game_vendors where kind = 'INHOUSE')
        then names else names - 'BN' end`,
    })
    .where('icon', 'like', 'games/%.png')
    .execute();
}
