import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app.js';
import { seedDemoCatalog } from '../../../db/seed/demo-catalog.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('generated artwork', () => {
  it('serves every vendor mark and a tile for the games of every vendor the catalog names', async () => {
    const vendors = await t.db.selectFrom('game_vendors').select(['code', 'lager_icon']).execute();
    for (const vendor of vendors) {
      const answer = await get(`/${vendor.lager_icon}`);
      expect(answer.statusCode, vendor.lager_icon!).toBe(200);
      expect(answer.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(answer.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/u);
    }
    const games = await t.db
      .selectFrom('games')
      .select(['vendor_code', 'icon', 'names'])
      .where('sort', '<', 3)
      .execute();
    expect(games.length).toBeGreaterThan(vendors.length);
    for (const game of games) {
      const answer = await get(`/${game.icon}`);
      expect(answer.statusCode, game.icon).toBe(200);
      expect(answer.body).toContain(
        `<title>${(game.names as { EN: string }).EN.replaceAll('&', '&#38;')}</title>`,
      );
    }
  });

  it('names only icons it serves: every game and vendor of the catalog', async () => {
    const stray = await t.db
      .selectFrom('games')
      .select('icon')
      .where('icon', 'not like', 'art/games/%.svg')
      .execute();
    expect(stray).toEqual([]);
    const strayVendors = await t.db
      .selectFrom('game_vendors')
      .select('lager_icon')
      .where('lager_icon', 'not like', 'art/vendors/%.svg')
      .execute();
    expect(strayVendors).toEqual([]);
  });

  it('is cached a day and revalidated by its ETag', async () => {
    const first = await get('/art/games/BGS/DICE.svg');
    expect(first.headers['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=604800');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{22}"$/u);
    const again = await get('/art/games/BGS/DICE.svg', { 'if-none-match': `W/"x", ${etag}` });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get('/art/games/BGS/DICE.svg', { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('answers the 404 envelope for an unknown game, vendor or file, in the caller’s language', async () => {
    for (const url of [
      '/art/games/BGS/NOPE.svg',
      '/art/games/NOPE/DICE.svg',
      '/art/vendors/NOPE.svg',
      '/art/games/BGS/DICE.png',
      '/art/vendors/.svg',
    ]) {
      const answer = await get(url, { language: 'BN' });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.json()).toMatchObject({ success: false, errorCode: 'route.not.found' });
      expect(answer.json().message).toMatch(/\p{Script=Bengali}/u);
    }
    const traversal = await get('/art/games/BGS/..%2F..%2Fetc.svg');
    expect(traversal.statusCode).toBeGreaterThanOrEqual(400);
    expect(traversal.statusCode).toBeLessThan(500);
  });

  it('moves an older demo catalog (png icons, translated names) to the art and the vendors’ own names', async () => {
    await t.db
      .updateTable('games')
      .set({ icon: 'games/NVA/NVA0001.png', names: JSON.stringify({ EN: 'Old Name', BN: 'পুরনো' }) })
      .where('vendor_code', '=', 'NVA')
      .where('game_code', '=', 'NVA0001')
      .execute();
    await t.db
      .updateTable('games')
      .set({ icon: 'games/BGS/DICE.png' })
      .where('vendor_code', '=', 'BGS')
      .where('game_code', '=', 'DICE')
      .execute();
    await t.db
      .updateTable('game_vendors')
      .set({ lager_icon: 'vendors/NVA.png' })
      .where('code', '=', 'NVA')
      .execute();
    await seedDemoCatalog(t.db);
    const rows = await t.db
      .selectFrom('games')
      .select(['game_code', 'icon', 'names'])
      .where('game_code', 'in', ['NVA0001', 'DICE'])
      .orderBy('game_code')
      .execute();
    expect(rows).toEqual([
      { game_code: 'DICE', icon: 'art/games/BGS/DICE.svg', names: { EN: 'Dice', BN: 'ডাইস' } },
      { game_code: 'NVA0001', icon: 'art/games/NVA/NVA0001.svg', names: { EN: 'Old Name' } },
    ]);
    const vendor = await t.db
      .selectFrom('game_vendors')
      .select('lager_icon')
      .where('code', '=', 'NVA')
      .executeTakeFirst();
    expect(vendor?.lager_icon).toBe('art/vendors/NVA.svg');
  });
});
