import {
  GAME_CATEGORIES,
  GAME_CLASSIFIES,
  GAME_TYPES,
  getGameList,
  getGameVendors,
  getHotGames,
  getVendorGameTypes,
  getWalletBalance,
} from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember } from '../../../test/helpers.js';
import { createTestApp, expectRefusal, type TestApp } from '../../../test/test-app.js';
import { generateDemoCatalog } from '../../db/seed/catalog/generate.js';
import { seedDemoCatalog } from '../../db/seed/demo-catalog.js';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = (await registerMember(t)).token;
});
afterAll(() => t.close());

type ListQuery = Record<string, string>;
const list = async (query: ListQuery, headers?: Record<string, string>) => {
  const result = await t.call(getGameList, { token, query, ...(headers ? { headers } : {}) });
  expect(result.body.success, JSON.stringify(result.body).slice(0, 300)).toBe(true);
  return result.body.value!;
};
const names = async (query: ListQuery) =>
  (await list({ pageSize: '100', ...query })).list.map((g) => g.gameName);
const count = async (table: 'games' | 'game_vendors') =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('the demo catalog', () => {
  it('holds about 10,000 games of about 40 vendors, every type and sub-category present', async () => {
    expect(await count('games')).toBe(generateDemoCatalog().length);
    expect(await count('games')).toBeGreaterThanOrEqual(9_500);
    expect(await count('games')).toBeLessThanOrEqual(10_500);
    expect(await count('game_vendors')).toBeGreaterThanOrEqual(38);
    for (const gameType of GAME_TYPES) expect((await list({ gameType })).total, gameType).toBeGreaterThan(0);
    for (const gameClassify of GAME_CLASSIFIES) {
      expect((await list({ gameType: 'RNG', gameClassify })).total, gameClassify).toBeGreaterThan(0);
    }
    const remarks = await t.db.selectFrom('game_vendors').select('remark').execute();
    expect(remarks.every((row) => row.remark?.startsWith('Demo catalog'))).toBe(true);
  });

  it('is generated the same every time, and seeding again adds nothing', async () => {
    expect(generateDemoCatalog()).toEqual(generateDemoCatalog());
    const before = await count('games');
    await seedDemoCatalog(t.db);
    expect(await count('games')).toBe(before);
  });

  it('gives the in-house vendor exactly its five games, under the INHOUSE category', async () => {
    const page = await list({ gameType: 'INHOUSE' });
    expect(page.list.map((g) => [g.vassalage, g.gameCode, g.gameName, g.gameType])).toEqual([
      ['BGS', 'DICE', 'Dice', 'RNG'],
      ['BGS', 'MINES', 'Mines', 'RNG'],
      ['BGS', 'PLINKO', 'Plinko', 'RNG'],
      ['BGS', 'KENO', 'Keno', 'RNG'],
      ['BGS', 'SLOT5', 'Lucky Fives', 'RNG'],
    ]);
  });

  it('keeps the four transfer-wallet vendors; the wallet page lists only those', async () => {
    const vendors = await t.db
      .selectFrom('game_vendors')
      .select(['code', 'wallet_type_id', 'wallet_mode'])
      .where('wallet_mode', '=', 'TRANSFER')
      .orderBy('code')
      .execute();
    expect(vendors).toEqual([
      { code: 'BGS', wallet_type_id: 100, wallet_mode: 'TRANSFER' },
      { code: 'LVS', wallet_type_id: 101, wallet_mode: 'TRANSFER' },
      { code: 'SLT', wallet_type_id: 102, wallet_mode: 'TRANSFER' },
      { code: 'SPX', wallet_type_id: 103, wallet_mode: 'TRANSFER' },
    ]);
    const wallets = await t.call(getWalletBalance, { token });
    expect(wallets.body.value!.balance.map((line) => line.accountTypeId)).toEqual([2, 3, 100, 101, 102, 103]);
  });
});

describe('vendors', () => {
  it('answers lanes per category after the post-processing, with the lottery routing vendors first', async () => {
    const result = await t.call(getGameVendors, { token, query: {} });
    const lanes = result.body.value!.data.lanes;
    expect(lanes.map((lane) => lane.title)).toEqual([...GAME_CATEGORIES]);
    const codes = (title: string) =>
      lanes.find((lane) => lane.title === title)!.cards.map((c) => c.vassalage);
    expect(codes('ESPORTS')).toEqual(expect.arrayContaining(['AV', 'IMES', 'IA', 'AI', 'TF']));
    expect(codes('COCKFIGHT')).toEqual(['DS88', 'DIG']);
    expect(codes('INHOUSE')).toEqual(['BGS']);
    expect(codes('RNG')).not.toContain('BGS');
    expect(codes('SPORTS')).not.toContain('AV');
    expect(codes('LOTT')[0]).toBe('TCG_SEA');
    expect(codes('ELOTT')[0]).toBe('TCG_LOTTO_VN');
    const spx = lanes.find((lane) => lane.title === 'SPORTS')!.cards.find((c) => c.vassalage === 'SPX');
    expect(spx).toMatchObject({ gameType: 'SPORTS', isGame: 'game', lagerIcon: 'art/vendors/SPX.svg' });
  });

  it('hides a switched-off vendor and its games', async () => {
    await t.db.updateTable('game_vendors').set({ status: 'DISABLED' }).where('code', '=', 'DIG').execute();
    t.services.games.invalidate();
    try {
      const lanes = (await t.call(getGameVendors, { token, query: {} })).body.value!.data.lanes;
      expect(lanes.find((lane) => lane.title === 'COCKFIGHT')!.cards.map((c) => c.vassalage)).toEqual([
        'DS88',
      ]);
      expect((await list({ gameType: 'COCKFIGHT' })).list.map((g) => g.vassalage)).toEqual(['DS88']);
      expectRefusal(
        await t.call(getGameList, { token, query: { vassalage: 'DIG' } }),
        'game.vendor.unknown',
        400,
      );
    } finally {
      await t.db.updateTable('game_vendors').set({ status: 'ACTIVE' }).where('code', '=', 'DIG').execute();
      t.services.games.invalidate();
    }
  });

  it('answers the game types of one vendor or of all', async () => {
    const one = await t.call(getVendorGameTypes, { token, query: { vassalage: 'JDR' } });
    expect(one.body.value!.list).toEqual([{ vassalage: 'JDR', gameTypes: ['RNG', 'FISH'] }]);
    const all = await t.call(getVendorGameTypes, { token, query: {} });
    expect(all.body.value!.list.length).toBe(await count('game_vendors'));
    expectRefusal(
      await t.call(getVendorGameTypes, { token, query: { vassalage: 'NOPE' } }),
      'game.vendor.unknown',
    );
  });
});

describe('game list', () => {
  it('filters by category, vendor, sub-category, min bet, lines and recommendation', async () => {
    const live = await list({ gameType: 'LIVE' });
    expect(live.list.every((g) => g.gameType === 'LIVE')).toBe(true);
    const vendor = await list({ gameType: 'RNG', vassalage: 'NVA' });
    expect(vendor.list.every((g) => g.vassalage === 'NVA' && g.gameType === 'RNG')).toBe(true);
    const jackpots = await list({ gameClassify: 'JP', pageSize: '100' });
    expect(jackpots.list.every((g) => g.classify === 'JP')).toBe(true);
    const cheap = await list({ gameType: 'RNG', minBet: '0.1', pageSize: '100' });
    expect(cheap.total).toBeGreaterThan(0);
    expect(cheap.list.every((g) => g.minBet <= 0.1)).toBe(true);
    expect(cheap.total).toBeLessThan((await list({ gameType: 'RNG' })).total);
    const wide = await list({ gameType: 'RNG', minLineNum: '243' });
    const lines = await t.db
      .selectFrom('games')
      .select('lines')
      .where(
        'id',
        'in',
        wide.list.map((g) => g.nodeId),
      )
      .execute();
    expect(lines.every((row) => (row.lines ?? 0) >= 243)).toBe(true);
    expect(wide.total).toBeGreaterThan(0);
    const picked = await list({ gameType: 'RNG', recommended: 'true', pageSize: '13' });
    expect(picked.list).toHaveLength(13);
    expect(picked.list.every((g) => g.recommended)).toBe(true);
    expect(picked.total).toBeLessThan((await list({ gameType: 'RNG', recommended: 'false' })).total);
  });

  it('pages 30 at a time by default, with the total of every match', async () => {
    const first = await list({ gameType: 'RNG', vassalage: 'SLT' });
    expect(first).toMatchObject({ pageNo: 1, pageSize: 30 });
    expect(first.list).toHaveLength(30);
    const second = await list({ gameType: 'RNG', vassalage: 'SLT', pageNo: '2' });
    expect(second.total).toBe(first.total);
    expect(second.list.map((g) => g.nodeId)).not.toContain(first.list[0]!.nodeId);
    const pages = Math.ceil(first.total / 100);
    const last = await list({ vassalage: 'SLT', pageNo: String(pages), pageSize: '100' });
    expect(last.list.length).toBe(first.total - (pages - 1) * 100);
    const beyond = await list({ vassalage: 'SLT', pageNo: String(pages + 1), pageSize: '100' });
    expect(beyond).toMatchObject({ list: [], total: first.total });
  });

  it('searches names case- and accent-insensitively, by parts of words', async () => {
    expect(await names({ gameName: 'cafe' })).toContain('Café Fortune');
    const upper = await names({ gameName: 'CAFÉ FORT' });
    expect(upper).toContain('Café Fortune');
    expect(upper.every((name) => name.startsWith('Café Fortun'))).toBe(true);
    expect(await names({ gameName: 'deja vu' })).toContain('Déjà Vu Deluxe');
    expect(await names({ gameName: 'brulee' })).toContain('Crème Brûlée Bonanza');
    const partial = await names({ gameName: 'ortun' });
    expect(partial.length).toBeGreaterThan(10);
    expect(partial.every((name) => name.toLowerCase().includes('fortun'))).toBe(true);
    expect((await list({ gameName: 'zzqx%' })).total).toBe(0);
    expect((await list({ gameName: '%' })).total).toBe(0);
  });

  it('names games in the asked language, English when there is none', async () => {
    const bn = await list({ gameType: 'INHOUSE', language: 'BN' });
    expect(bn.list.map((g) => g.gameName)).toContain('ডাইস');
    const fr = await list({ gameType: 'INHOUSE', language: 'FR' });
    expect(fr.list.map((g) => g.gameName)).toContain('Dice');
    const header = await list({ gameType: 'INHOUSE' }, { language: 'BN' });
    expect(header.list[0]!.gameName).toBe('ডাইস');
  });

  it("keeps a vendor's own game names in Bengali, never a word-for-word translation", async () => {
    const en = await list({ vassalage: 'SLT', pageSize: '50' });
    const bn = await list({ vassalage: 'SLT', pageSize: '50' }, { language: 'BN' });
    expect(bn.list.map((g) => g.gameName)).toEqual(en.list.map((g) => g.gameName));
    expect(bn.list.map((g) => g.gameName)).toContain('Café Fortune');
    expect(bn.list.some((g) => /\p{Script=Bengali}/u.test(g.gameName))).toBe(false);
    expect(await names({ gameName: 'ক্যাফে ভাগ্য' })).toEqual([]);
  });

  it('answers cards in the contract shape, min bet in major units', async () => {
    const [dice] = (await list({ gameType: 'INHOUSE' })).list;
    expect(dice).toMatchObject({
      gameCode: 'DICE',
      vassalage: 'BGS',
      isGame: 'game',
      iconUrl: 'art/games/BGS/DICE.svg',
      minBet: 0.1,
      hot: true,
      maintenance: false,
    });
  });

  it('refuses an unknown vendor, bad paging and huge strings in the request language', async () => {
    expectRefusal(
      await t.call(getGameList, { token, query: { vassalage: 'NOPE' } }),
      'game.vendor.unknown',
      400,
    );
    const bad: Array<Record<string, string>> = [
      { pageSize: '0' },
      { pageSize: '1000' },
      { pageNo: '-1' },
      { pageNo: '0' },
      { gameName: 'x'.repeat(10_000) },
      { vassalage: 'V'.repeat(1_000) },
      { gameType: 'CASINO' },
      { minBet: '-5' },
    ];
    for (const query of bad) {
      expectRefusal(await t.call(getGameList, { token, query }), 'validation.failed', 400);
    }
    const bn = await t.call(getGameList, {
      token,
      query: { vassalage: 'NOPE' },
      headers: { language: 'BN' },
    });
    expect(expectRefusal(bn, 'game.vendor.unknown').message).toBe('অজানা গেম প্রদানকারী।');
  });

  it('lets a visitor browse', async () => {
    const page = (await t.call(getGameList, { query: { gameName: 'dice' } })).body.value!;
    expect(page.list.map((g) => g.gameCode)).toContain('DICE');
    const lanes = (await t.call(getGameVendors, { query: {} })).body.value!.data.lanes;
    expect(lanes.length).toBeGreaterThan(0);
  });
});

describe('hot games', () => {
  it('lists hot games without a login, of one vendor when asked', async () => {
    const all = (await t.call(getHotGames, { query: {} })).body.value!.list;
    expect(all.length).toBeGreaterThan(13);
    expect(all.length).toBeLessThanOrEqual(100);
    expect(all.every((g) => g.hot)).toBe(true);
    const slt = (await t.call(getHotGames, { query: { vassalage: 'SLT' } })).body.value!.list;
    expect(slt.length).toBeGreaterThan(0);
    expect(slt.every((g) => g.vassalage === 'SLT' && g.hot)).toBe(true);
    expectRefusal(await t.call(getHotGames, { query: { vassalage: 'NOPE' } }), 'game.vendor.unknown');
  });
});
