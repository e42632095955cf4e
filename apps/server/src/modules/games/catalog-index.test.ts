import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cloneTemplate } from '../../../test/template-db.js';
import { findCatalogVersion } from './catalog.repo.js';
import { GameCatalog } from './catalog.service.js';
import { CatalogIndex, type GameFilter } from './catalog-index.js';
import { normaliseSearch } from './search-name.js';

let database: Awaited<ReturnType<typeof cloneTemplate>>;
const db = () => database.db;

/** A game whose name holds LIKE's own characters, to show they are taken literally. */
const ODD_NAME = 'Wild_Fruit 100% Ünïcode';

beforeAll(async () => {
  database = await cloneTemplate();
  await db()
    .insertInto('games')
    .values({
      vendor_code: 'SLT',
      game_code: 'ODD1',
      game_type: 'RNG',
      classify: null,
      names: JSON.stringify({ EN: ODD_NAME }),
      search_name: normaliseSearch(ODD_NAME),
      icon: 'art/games/SLT/ODD1.svg',
      min_bet: 10n,
      lines: 20,
      rtp_bp: 9600,
      sort: 5,
    })
    .execute();
});
afterAll(() => database.close());

/** The same filter as plain SQL over the table, as the catalog was listed before the index. */
async function reference(filter: GameFilter, limit: number, offset: number) {
  let query = db().selectFrom('games').select('id').where('status', '<>', 'DISABLED');
  if (filter.ids)
    query = query.where(
      filter.ids.length ? sql<boolean>`id in (${sql.join(filter.ids)})` : sql<boolean>`false`,
    );
  if (filter.gameType) query = query.where('game_type', '=', filter.gameType);
  if (filter.vendorCode) query = query.where('vendor_code', '=', filter.vendorCode);
  if (filter.vendorIn)
    query = query.where(
      filter.vendorIn.length
        ? sql<boolean>`vendor_code in (${sql.join(filter.vendorIn)})`
        : sql<boolean>`false`,
    );
  if (filter.vendorNotIn?.length) query = query.where('vendor_code', 'not in', filter.vendorNotIn);
  if (filter.classify) query = query.where('classify', '=', filter.classify);
  if (filter.gameCode) query = query.where('game_code', '=', filter.gameCode);
  const term = normaliseSearch(filter.name ?? '');
  if (term) query = query.where('search_name', 'ilike', `%${term.replace(/[\\%_]/gu, (c) => `\\${c}`)}%`);
  if (filter.maxMinBet !== undefined) query = query.where('min_bet', '<=', filter.maxMinBet);
  if (filter.minLines !== undefined && filter.minLines > 0)
    query = query.where('lines', '>=', filter.minLines);
  if (filter.hot) query = query.where('hot', '=', true);
  if (filter.recommended) query = query.where('recommended', '=', true);
  const ids = (await query.orderBy('sort').orderBy('id').execute()).map((row) => row.id);
  return { ids: ids.slice(offset, offset + limit), total: ids.length };
}

const gameId = async (gameCode: string) =>
  (await db().selectFrom('games').select('id').where('game_code', '=', gameCode).executeTakeFirstOrThrow())
    .id;

describe('the in-memory catalog', () => {
  it('lists and pages exactly as the database does', async () => {
    const index = new CatalogIndex(db());
    const disabled = await db()
      .selectFrom('games')
      .select('id')
      .where('status', '=', 'DISABLED')
      .executeTakeFirstOrThrow();
    const cases: Array<[GameFilter, number, number]> = [
      [{}, 30, 0],
      [{}, 100, 9_000],
      [{ gameType: 'RNG' }, 30, 60],
      [{ gameType: 'RNG', vendorCode: 'SLT' }, 30, 30],
      [{ vendorCode: 'SLT' }, 100, 10_000],
      [{ gameType: 'RNG', vendorIn: ['BGS'] }, 30, 0],
      [{ vendorIn: [] }, 30, 0],
      [{ gameType: 'LIVE', vendorNotIn: ['EVO', 'PPL', 'SLT'] }, 50, 10],
      [{ vendorNotIn: [] }, 30, 0],
      [{ gameType: 'RNG', classify: 'JP' }, 100, 0],
      [{ gameType: 'PVP', gameCode: 'DICE' }, 30, 0],
      [{ gameCode: 'DICE' }, 30, 0],
      [{ ids: [await gameId('DICE'), await gameId('ODD1'), disabled.id, 999_999] }, 30, 0],
      [{ ids: [] }, 30, 0],
      [{ gameType: 'RNG', maxMinBet: 10n }, 100, 0],
      [{ gameType: 'RNG', minLines: 243 }, 30, 0],
      [{ minLines: 0 }, 30, 0],
      [{ hot: true }, 100, 0],
      [{ gameType: 'RNG', recommended: true, hot: true }, 30, 0],
      [{ name: 'cafe' }, 30, 0],
      [{ name: 'CAFÉ FORT' }, 30, 0],
      [{ name: '  Déjà   VU ' }, 30, 0],
      [{ name: 'ortun' }, 20, 20],
      [{ name: 'ortun', gameType: 'RNG', vendorNotIn: ['SLT'] }, 30, 0],
      [{ name: '%' }, 30, 0],
      [{ name: '_' }, 30, 0],
      [{ name: 'd_f' }, 30, 0],
      [{ name: '100%' }, 30, 0],
      [{ name: 'UNICODE' }, 30, 0],
      [{ name: 'a%e' }, 30, 0],
      [{ name: '\\' }, 30, 0],
      [{ name: '   ' }, 30, 0],
      [{ name: 'zzqx' }, 30, 0],
      [{ name: 'ক্যাফে' }, 30, 0],
    ];
    for (const [filter, limit, offset] of cases) {
      const label = JSON.stringify(filter, (_, value) => (typeof value === 'bigint' ? String(value) : value));
      const expected = await reference(filter, limit, offset);
      const page = await index.page(filter, limit, offset);
      expect({ ids: page.rows.map((row) => row.id), total: page.total }, label).toEqual(expected);
      expect(
        (await index.find(filter, limit)).map((row) => row.id),
        label,
      ).toEqual((await reference(filter, limit, 0)).ids);
    }
    // The literal characters: the odd game alone, not every name.
    for (const name of ['%', '_', 'd_f', '100%', 'unicode']) {
      expect(
        (await index.find({ name }, 10)).map((row) => row.game_code),
        name,
      ).toEqual(['ODD1']);
    }
    expect((await index.page({ name: 'a%e' }, 30, 0)).total).toBe(0);
    expect((await index.page({}, 1, 0)).total).toBeGreaterThan(9_000);
  });

  it('gives the rows the cards are built from, as the database has them', async () => {
    const index = new CatalogIndex(db());
    const [row] = await index.find({ gameCode: 'DICE' }, 1);
    const stored = await db()
      .selectFrom('games')
      .selectAll()
      .where('game_code', '=', 'DICE')
      .executeTakeFirstOrThrow();
    const { search_name: _, ...expected } = stored;
    expect(row).toEqual(expected);
  });
});

describe('the catalog version', () => {
  it('moves on once per statement that writes the catalog, whatever rows it touched', async () => {
    const merchant = await db()
      .selectFrom('merchants')
      .select('id')
      .where('code', '=', 'TESSERA')
      .executeTakeFirstOrThrow();
    const statements: Array<() => Promise<unknown>> = [
      () => db().updateTable('games').set({ rtp_bp: sql`rtp_bp` }).where('vendor_code', '=', 'SLT').execute(),
      () => db().updateTable('games').set({ hot: true }).where('id', '=', -1).execute(),
      () => db().updateTable('game_vendors').set({ sort: sql`sort` }).execute(),
      () => db().insertInto('vendor_game_types').values({ vendor_code: 'SLT', game_type: 'PVP' }).execute(),
      () =>
        db()
          .deleteFrom('vendor_game_types')
          .where('game_type', '=', 'PVP')
          .where('vendor_code', '=', 'SLT')
          .execute(),
      () =>
        db()
          .insertInto('merchant_vendors_off')
          .values({ merchant_id: merchant.id, vendor_code: 'SLT' })
          .execute(),
      () => sql`truncate merchant_vendors_off`.execute(db()),
    ];
    for (const statement of statements) {
      const before = await findCatalogVersion(db());
      await statement();
      expect(await findCatalogVersion(db())).toBe(before + 1n);
    }
    const before = await findCatalogVersion(db());
    await db().selectFrom('games').select('id').limit(1).execute();
    expect(await findCatalogVersion(db())).toBe(before);
  });
});

describe('freshness', () => {
  it('shows a change another node made once the version has moved on, answering the old snapshot meanwhile', async () => {
    let now = 0;
    const index = new CatalogIndex(db(), { now: () => now });
    const hotOf = async () => (await index.find({ gameCode: 'ODD1' }, 1))[0]?.hot;
    expect(await hotOf()).toBe(false);
    const before = (await index.current()).version;
    await db().updateTable('games').set({ hot: true }).where('game_code', '=', 'ODD1').execute();
    now = 999;
    expect(await hotOf()).toBe(false);
    now = 1_000;
    // The read that starts the check is answered at once, from the snapshot it has.
    expect(await hotOf()).toBe(false);
    await vi.waitFor(async () => expect(await hotOf()).toBe(true));
    expect((await index.current()).version).toBeGreaterThan(before);
    // A check that finds the version unchanged keeps the snapshot as it is.
    const kept = await index.current();
    index.invalidate();
    expect(await index.current()).toBe(kept);
  });

  it('shows a change made on this node at once after invalidate', async () => {
    const index = new CatalogIndex(db(), { now: () => 0 });
    expect(await index.find({ gameCode: 'ODD1', recommended: true }, 1)).toEqual([]);
    await db().updateTable('games').set({ recommended: true }).where('game_code', '=', 'ODD1').execute();
    expect(await index.find({ gameCode: 'ODD1', recommended: true }, 1)).toEqual([]);
    index.invalidate();
    expect(
      (await index.find({ gameCode: 'ODD1', recommended: true }, 1)).map((row) => row.game_code),
    ).toEqual(['ODD1']);
    await db().updateTable('games').set({ status: 'DISABLED' }).where('game_code', '=', 'ODD1').execute();
    index.invalidate();
    expect(await index.find({ gameCode: 'ODD1' }, 1)).toEqual([]);
    await db()
      .updateTable('games')
      .set({ status: 'ACTIVE', recommended: false })
      .where('game_code', '=', 'ODD1')
      .execute();
  });

  it('drops the kept pages and vendors of the catalog when it moves on', async () => {
    let now = 0;
    const catalog = new GameCatalog(db(), { now: () => now });
    const brand = (await db().selectFrom('merchants').select('id').executeTakeFirstOrThrow()).id;
    const view = { language: 'EN', scale: 2 };
    const query = { gameName: 'wild_fruit', pageNo: 1, pageSize: 30 };
    expect((await catalog.page(brand, query, view)).list.map((card) => card.gameCode)).toEqual(['ODD1']);
    expect(
      (await catalog.lanes(brand)).some((lane) => lane.cards.some((card) => card.vassalage === 'SLT')),
    ).toBe(true);
    await db().updateTable('game_vendors').set({ status: 'DISABLED' }).where('code', '=', 'SLT').execute();
    try {
      now = 1_000;
      await catalog.page(brand, query, view);
      await vi.waitFor(async () => expect((await catalog.page(brand, query, view)).total).toBe(0));
      expect(
        (await catalog.lanes(brand)).some((lane) => lane.cards.some((card) => card.vassalage === 'SLT')),
      ).toBe(false);
    } finally {
      await db().updateTable('game_vendors').set({ status: 'ACTIVE' }).where('code', '=', 'SLT').execute();
    }
    catalog.invalidate();
    expect((await catalog.page(brand, query, view)).total).toBe(1);
  });

  it("hides from a brand's lists, lanes and searches the vendors that brand has switched off, and only from it", async () => {
    const catalog = new GameCatalog(db(), { now: () => 0 });
    const brand = (await db().selectFrom('merchants').select('id').executeTakeFirstOrThrow()).id;
    const otherBrand = brand + 1_000_000;
    const view = { language: 'EN', scale: 2 };
    const query = { gameName: 'wild_fruit', pageNo: 1, pageSize: 30 };
    const hasSlt = async (merchantId: number) =>
      (await catalog.lanes(merchantId)).some((lane) => lane.cards.some((card) => card.vassalage === 'SLT'));
    expect((await catalog.page(brand, query, view)).total).toBe(1);
    await db()
      .insertInto('merchant_vendors_off')
      .values({ merchant_id: brand, vendor_code: 'SLT' })
      .execute();
    try {
      catalog.invalidate();
      expect((await catalog.page(brand, query, view)).total).toBe(0);
      expect(await hasSlt(brand)).toBe(false);
      await expect(catalog.vendorGameTypes(brand, 'SLT')).rejects.toThrow('game.vendor.unknown');
      expect((await catalog.baseFilter(brand, {})).vendorNotIn).toContain('SLT');
      expect((await catalog.page(otherBrand, query, view)).total).toBe(1);
      expect(await hasSlt(otherBrand)).toBe(true);
    } finally {
      await db().deleteFrom('merchant_vendors_off').where('vendor_code', '=', 'SLT').execute();
    }
    catalog.invalidate();
    expect((await catalog.page(brand, query, view)).total).toBe(1);
  });
});
