import {
  addFavoriteGame,
  getFavoriteGameIds,
  getFavoriteGameList,
  getRecentGames,
  getRoomList,
  RECENT_GAMES_LIMIT,
  removeFavoriteGame,
} from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember } from '../../../test/helpers.js';
import { createTestApp, expectRefusal, type TestApp } from '../../../test/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Node ids of listed games: `count` of them, of one type when asked. */
async function nodeIds(count: number, where: { gameType?: string; vendor?: string } = {}) {
  let query = t.db.selectFrom('games').select('id').where('status', '=', 'ACTIVE');
  if (where.gameType) query = query.where('game_type', '=', where.gameType);
  if (where.vendor) query = query.where('vendor_code', '=', where.vendor);
  return (await query.orderBy('id').limit(count).execute()).map((row) => row.id);
}

/** Past the one-toggle-per-second throttle. */
const nextSecond = () => t.clock.advance(1_000);

describe('favourite games', () => {
  it('adds, lists newest first, removes; adding twice changes nothing', async () => {
    const { token } = await registerMember(t);
    const [slot, live] = [
      ...(await nodeIds(1, { gameType: 'RNG' })),
      ...(await nodeIds(1, { gameType: 'LIVE' })),
    ];
    const added = await t.call(addFavoriteGame, {
      token,
      body: { nodeId: slot!, vendor: 'x', gameType: 'RNG' },
    });
    expect(added.body.value).toEqual([slot]);
    nextSecond();
    expect((await t.call(addFavoriteGame, { token, body: { nodeId: live! } })).body.value).toEqual([
      live,
      slot,
    ]);
    nextSecond();
    expect((await t.call(addFavoriteGame, { token, body: { nodeId: slot! } })).body.value).toEqual([
      live,
      slot,
    ]);
    expect((await t.call(getFavoriteGameIds, { token })).body.value).toEqual([live, slot]);

    const page = (await t.call(getFavoriteGameList, { token, query: {} })).body.value!;
    expect(page).toMatchObject({ pageNo: 1, pageSize: 13, total: 2 });
    expect(page.list.map((g) => g.nodeId)).toEqual([live, slot]);
    const lives = (await t.call(getFavoriteGameList, { token, query: { gameType: 'LIVE' } })).body.value!;
    expect(lives.list.map((g) => g.nodeId)).toEqual([live]);

    nextSecond();
    const removed = await t.call(removeFavoriteGame, { token, query: { nodeId: String(live) } });
    expect(removed.body.value).toEqual([slot]);
    nextSecond();
    expect((await t.call(removeFavoriteGame, { token, query: { nodeId: String(live) } })).body.value).toEqual(
      [slot],
    );
  });

  it('pages the list 13 at a time and filters by vendor', async () => {
    const { token } = await registerMember(t);
    const ids = await nodeIds(15, { vendor: 'NVA' });
    for (const nodeId of ids) {
      nextSecond();
      expect((await t.call(addFavoriteGame, { token, body: { nodeId } })).body.success).toBe(true);
    }
    const first = (await t.call(getFavoriteGameList, { token, query: { vendor: 'NVA' } })).body.value!;
    expect(first.total).toBe(15);
    expect(first.list.map((g) => g.nodeId)).toEqual([...ids].reverse().slice(0, 13));
    const second = (await t.call(getFavoriteGameList, { token, query: { vendor: 'NVA', pageNo: '2' } })).body
      .value!;
    expect(second.list.map((g) => g.nodeId)).toEqual([ids[1], ids[0]]);
    const other = (await t.call(getFavoriteGameList, { token, query: { vendor: 'SLT' } })).body.value!;
    expect(other.total).toBe(0);
    expectRefusal(
      await t.call(getFavoriteGameList, { token, query: { vendor: 'NOPE' } }),
      'game.vendor.unknown',
    );
  });

  it('allows one toggle per second per member', async () => {
    const { token } = await registerMember(t);
    const other = await registerMember(t);
    const [a, b] = await nodeIds(2);
    nextSecond();
    expect((await t.call(addFavoriteGame, { token, body: { nodeId: a! } })).body.success).toBe(true);
    const throttled = await t.call(addFavoriteGame, { token, body: { nodeId: b! } });
    expectRefusal(throttled, 'too.many.requests', 429);
    expectRefusal(
      await t.call(removeFavoriteGame, { token, query: { nodeId: String(a) } }),
      'too.many.requests',
    );
    // Another member is not held back.
    expect((await t.call(addFavoriteGame, { token: other.token, body: { nodeId: b! } })).body.success).toBe(
      true,
    );
    nextSecond();
    expect((await t.call(addFavoriteGame, { token, body: { nodeId: b! } })).body.value).toEqual([b, a]);
  });

  it('refuses unknown and switched-off games', async () => {
    const { token } = await registerMember(t);
    nextSecond();
    expectRefusal(
      await t.call(addFavoriteGame, { token, body: { nodeId: 99_999_999 } }),
      'game.not.found',
      404,
    );
    const disabled = await t.db
      .selectFrom('games')
      .select('id')
      .where('status', '=', 'DISABLED')
      .executeTakeFirstOrThrow();
    nextSecond();
    expectRefusal(await t.call(addFavoriteGame, { token, body: { nodeId: disabled.id } }), 'game.not.found');
    expect((await t.call(getFavoriteGameIds, { token })).body.value).toEqual([]);
  });

  it('needs a login', async () => {
    expectRefusal(await t.call(getFavoriteGameIds), 'login.not.session', 401);
    expectRefusal(await t.call(addFavoriteGame, { body: { nodeId: 1 } }), 'login.not.session', 401);
    expectRefusal(await t.call(removeFavoriteGame, { query: { nodeId: '1' } }), 'login.not.session', 401);
    expectRefusal(await t.call(getFavoriteGameList, { query: {} }), 'login.not.session', 401);
  });

  it('refuses bad input', async () => {
    const { token } = await registerMember(t);
    for (const body of [
      {},
      { nodeId: 0 },
      { nodeId: -3 },
      { nodeId: 1.5 },
      { nodeId: '1' },
      { nodeId: 1, vendor: 'x'.repeat(10_000) },
    ]) {
      expectRefusal(await t.call(addFavoriteGame, { token, body }), 'validation.failed', 400);
    }
    for (const query of [{ pageSize: '0' }, { pageSize: '1000' }, { pageNo: '-1' }]) {
      expectRefusal(await t.call(getFavoriteGameList, { token, query }), 'validation.failed', 400);
    }
  });
});

describe('recent games', () => {
  it('answers the launched games newest first, a relaunch moving to the front, at most 13', async () => {
    const { token, member } = await registerMember(t);
    expect((await t.call(getRecentGames, { token, query: {} })).body.value!.list).toEqual([]);
    const ids = await nodeIds(RECENT_GAMES_LIMIT + 2);
    for (const nodeId of ids) {
      t.clock.advance(1_000);
      await t.services.recentGames.recordLaunch(member.id, nodeId);
    }
    t.clock.advance(1_000);
    await t.services.recentGames.recordLaunch(member.id, ids[5]!);
    const recent = (await t.call(getRecentGames, { token, query: { language: 'BN' } })).body.value!.list;
    const expected = [ids[5], ...[...ids].reverse().filter((id) => id !== ids[5])].slice(
      0,
      RECENT_GAMES_LIMIT,
    );
    expect(recent.map((g) => g.nodeId)).toEqual(expected);
    const kept = await t.db
      .selectFrom('recent_games')
      .select('node_id')
      .where('member_id', '=', member.id)
      .execute();
    expect(kept).toHaveLength(RECENT_GAMES_LIMIT);
  });

  it('finds a game by node id or by vendor and code for the launch', async () => {
    const dice = await t.services.games.findGame({ vendor: 'BGS', gameCode: 'DICE' });
    expect(dice).toMatchObject({ gameCode: 'DICE', gameType: 'RNG', status: 'ACTIVE', minBet: 10n });
    expect(dice!.vendor).toMatchObject({
      code: 'BGS',
      kind: 'INHOUSE',
      walletMode: 'TRANSFER',
      walletTypeId: 100,
    });
    expect((await t.services.games.findGame(dice!.nodeId))?.gameCode).toBe('DICE');
    expect(await t.services.games.findGame(99_999_999)).toBeNull();
    expect(await t.services.games.findGame({ vendor: 'BGS', gameCode: 'NOPE' })).toBeNull();
  });
});

describe('player-versus-player rooms', () => {
  it('answers four stake levels per PVP game, of one vendor when asked', async () => {
    const { token } = await registerMember(t);
    const all = (await t.call(getRoomList, { token, query: {} })).body.value!.list;
    const pvpGames = await nodeIds(1_000, { gameType: 'PVP' });
    expect(all).toHaveLength(pvpGames.length * 4);
    const rooms = (await t.call(getRoomList, { token, query: { vassalage: 'TPK' } })).body.value!.list;
    expect(rooms.length).toBeGreaterThan(0);
    expect(rooms.every((room) => room.game.vassalage === 'TPK' && room.game.gameType === 'PVP')).toBe(true);
    const [beginner, regular, pro, vip] = rooms;
    expect([beginner, regular, pro, vip].map((room) => room!.level)).toEqual([1, 2, 3, 4]);
    expect(beginner!.roomId).toBe(`${beginner!.game.nodeId}-1`);
    expect(beginner!.minBet).toBe(beginner!.game.minBet);
    expect(vip!.minBet).toBeCloseTo(beginner!.game.minBet * 200, 6);
    const bn = (await t.call(getRoomList, { token, query: {}, headers: { language: 'BN' } })).body.value!
      .list;
    expect(bn[0]!.roomName).toBe('শিক্ষানবিশ');
    expectRefusal(await t.call(getRoomList, { token, query: { vassalage: 'NOPE' } }), 'game.vendor.unknown');
  });
});
