import { getRecentGames, launchGame, launchGameRelay, loginFreePlay } from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember } from '../../../test/helpers.js';
import { createTestApp, expectRefusal, type TestApp } from '../../../test/test-app.js';
import { loadConfig } from '../../config.js';
import { setSingleWallet, vendorClient } from '../provider/provider-test-kit.js';

/** Game launch: who may launch what, the URL it answers, and the token the vendor gets. */

let t: TestApp;
let token: string;
let memberId: number;
/** The test app's configuration: the provider simulator's default address. */
const SIMULATOR = loadConfig({}).providerSimulator.url;

beforeAll(async () => {
  t = await createTestApp();
  const member = await registerMember(t);
  token = member.token;
  memberId = member.member.id;
});
afterAll(() => t.close());

/** A game of the catalog: the first of a vendor in some status, or one by code. */
async function game(
  vendor: string,
  where: { status?: 'ACTIVE' | 'MAINTENANCE' | 'DISABLED'; gameCode?: string } = {},
) {
  let query = t.db
    .selectFrom('games')
    .select(['id', 'game_code', 'names'])
    .where('vendor_code', '=', vendor)
    .where('status', '=', where.status ?? 'ACTIVE');
  if (where.gameCode) query = query.where('game_code', '=', where.gameCode);
  const row = await query.orderBy('sort').orderBy('id').limit(1).executeTakeFirstOrThrow();
  return { nodeId: row.id, gameCode: row.game_code, names: row.names as Record<string, string> };
}

const tokenCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('player_tokens')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function freePlayToken(): Promise<string> {
  const trial = await t.call(loginFreePlay, { body: { platform: 'W' } });
  expect(trial.body.success, JSON.stringify(trial.body)).toBe(true);
  return trial.body.value!.token;
}

describe('launching an external vendor’s game', () => {
  it('answers the vendor’s play URL with a player token the vendor can authenticate', async () => {
    const slot = await game('NVA');
    const result = await t.call(launchGame, { token, body: { nodeId: slot.nodeId, platform: 'W' } });
    expect(result.body.success, JSON.stringify(result.body)).toBe(true);
    const value = result.body.value!;
    expect(value).toMatchObject({
      nodeId: slot.nodeId,
      vassalage: 'NVA',
      gameCode: slot.gameCode,
      gameName: slot.names.EN,
      inHouse: false,
      // NVA has no wallet of its own: it plays from the main wallet.
      transferWallet: null,
    });
    const url = new URL(value.gameUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${SIMULATOR}/play/NVA/${slot.gameCode}`);
    expect(url.searchParams.get('lang')).toBe('EN');
    const playerToken = url.searchParams.get('token')!;
    expect(playerToken).toMatch(/^[\w-]{40,}$/u);

    const vendor = await vendorClient(t, 'NVA');
    expect(await vendor.authenticate(playerToken)).toMatchObject({
      status: 'OK',
      user: String(memberId),
      currency: 'BDT',
    });
    // Issued for NVA only.
    expect((await (await vendorClient(t, 'VLV')).authenticate(playerToken)).status).toBe('INVALID_TOKEN');
  });

  it('records the launch as the member’s most recent game', async () => {
    const live = await game('VLV');
    t.clock.advance(1_000);
    await t.call(launchGame, { token, body: { nodeId: live.nodeId } });
    const recent = (await t.call(getRecentGames, { token, query: {} })).body.value!.list;
    expect(recent[0]?.nodeId).toBe(live.nodeId);
  });

  it('finds a game by vendor and game code; the node id wins when both are given', async () => {
    const slot = await game('PXG');
    const other = await game('GLD');
    const byCode = await t.call(launchGame, {
      token,
      body: { vassalage: 'PXG', gameCode: slot.gameCode, language: 'BN' },
    });
    // A vendor's game keeps its own name in every language.
    expect(byCode.body.value).toMatchObject({ nodeId: slot.nodeId, gameName: slot.names.EN });
    expect(new URL(byCode.body.value!.gameUrl).searchParams.get('lang')).toBe('BN');
    const both = await t.call(launchGame, {
      token,
      body: { nodeId: other.nodeId, vassalage: 'PXG', gameCode: slot.gameCode },
    });
    expect(both.body.value!.nodeId).toBe(other.nodeId);
  });

  it('names the vendor’s own wallet for a transfer-wallet vendor, unless the brand has one wallet', async () => {
    const slot = await game('SLT');
    const launched = await t.call(launchGame, { token, body: { nodeId: slot.nodeId } });
    expect(launched.body.value!.transferWallet).toBe('SLT');
    await setSingleWallet(t, true);
    try {
      const single = await t.call(launchGame, { token, body: { nodeId: slot.nodeId } });
      expect(single.body.value!.transferWallet).toBeNull();
    } finally {
      await setSingleWallet(t, false);
    }
  });

  it('launches a one-game vendor card through its game, never by the vendor’s code', async () => {
    const lobby = await t.call(launchGame, { token, body: { vassalage: 'SPX', gameCode: 'LOBBY' } });
    expect(lobby.body.value).toMatchObject({ vassalage: 'SPX', gameCode: 'LOBBY', inHouse: false });
    expectRefusal(
      await t.call(launchGame, { token, body: { vassalage: 'SLT', gameCode: 'SLT' } }),
      'game.not.found',
      404,
    );
  });
});

describe('launching an in-house game', () => {
  it('answers the site’s own page for it, with no token in the URL', async () => {
    const before = await tokenCount();
    for (const [code, fair] of [
      ['DICE', 'dice'],
      ['MINES', 'mines'],
      ['PLINKO', 'plinko'],
      ['KENO', 'keno'],
      ['SLOT5', 'slot'],
    ] as const) {
      const { nodeId } = await game('BGS', { gameCode: code });
      const result = await t.call(launchGame, { token, body: { nodeId } });
      expect(result.body.value).toMatchObject({
        gameUrl: `/seamless?game=${fair}&nodeId=${nodeId}`,
        vassalage: 'BGS',
        gameCode: code,
        inHouse: true,
      });
    }
    expect(await tokenCount()).toBe(before);
  });
});

describe('who may launch', () => {
  it('lets a trial member play in-house games only', async () => {
    const trial = await freePlayToken();
    const dice = await game('BGS', { gameCode: 'DICE' });
    const ok = await t.call(launchGame, { token: trial, body: { nodeId: dice.nodeId } });
    expect(ok.body.value).toMatchObject({ inHouse: true, transferWallet: null });
    const slot = await game('NVA');
    const before = await tokenCount();
    expectRefusal(
      await t.call(launchGame, { token: trial, body: { nodeId: slot.nodeId } }),
      'game.trial.not.allowed',
      403,
    );
    expectRefusal(
      await t.call(launchGameRelay, { token: trial, query: { nodeId: String(slot.nodeId) } }),
      'game.trial.not.allowed',
      403,
    );
    expect(await tokenCount()).toBe(before);
    const recent = (await t.call(getRecentGames, { token: trial, query: {} })).body.value!.list;
    expect(recent.map((card) => card.nodeId)).toEqual([dice.nodeId]);
  });

  it('sends a visitor to log in, on the lobby relay as on the launch call', async () => {
    const slot = await game('NVA');
    expectRefusal(
      await t.call(launchGameRelay, { query: { nodeId: String(slot.nodeId) } }),
      'login.not.session',
      401,
    );
    expectRefusal(await t.call(launchGame, { body: { nodeId: slot.nodeId } }), 'login.not.session', 401);
  });

  it('holds a member who must change their password to that first, on both calls', async () => {
    const member = await registerMember(t);
    const slot = await game('NVA');
    await t.db
      .updateTable('members')
      .set({ password_must_change: true })
      .where('id', '=', member.member.id)
      .execute();
    t.services.sessions.forgetMember(member.member.id);
    const query = { nodeId: String(slot.nodeId) };
    expectRefusal(await t.call(launchGameRelay, { token: member.token, query }), 'password.change.required');
    expectRefusal(
      await t.call(launchGame, { token: member.token, body: { nodeId: slot.nodeId } }),
      'password.change.required',
    );
  });

  it('launches a member through the lobby relay the same way', async () => {
    const slot = await game('NVA');
    const relay = await t.call(launchGameRelay, {
      token,
      query: { vassalage: 'NVA', gameCode: slot.gameCode, language: 'BN' },
    });
    expect(relay.body.value).toMatchObject({ nodeId: slot.nodeId, gameName: slot.names.EN, inHouse: false });
    expect(new URL(relay.body.value!.gameUrl).searchParams.get('token')).toBeTruthy();
  });
});

describe('games that cannot be launched', () => {
  it('refuses unknown and switched-off games as not found, and games under maintenance', async () => {
    expectRefusal(
      await t.call(launchGame, { token, body: { nodeId: 2_000_000_000 } }),
      'game.not.found',
      404,
    );
    expectRefusal(
      await t.call(launchGame, { token, body: { vassalage: 'NVA', gameCode: 'NO-SUCH-GAME' } }),
      'game.not.found',
      404,
    );
    expectRefusal(
      await t.call(launchGame, { token, body: { vassalage: 'NOPE', gameCode: 'NVA0001' } }),
      'game.not.found',
      404,
    );
    const disabled = await t.db
      .selectFrom('games')
      .select('id')
      .where('status', '=', 'DISABLED')
      .limit(1)
      .executeTakeFirstOrThrow();
    expectRefusal(await t.call(launchGame, { token, body: { nodeId: disabled.id } }), 'game.not.found', 404);
    const maintenance = await t.db
      .selectFrom('games')
      .select('id')
      .where('status', '=', 'MAINTENANCE')
      .limit(1)
      .executeTakeFirstOrThrow();
    expectRefusal(
      await t.call(launchGame, { token, body: { nodeId: maintenance.id } }),
      'game.maintenance',
      400,
    );
  });

  it('refuses the games of a switched-off vendor', async () => {
    const slot = await game('ORB');
    await t.db.updateTable('game_vendors').set({ status: 'DISABLED' }).where('code', '=', 'ORB').execute();
    t.services.games.invalidate();
    try {
      expectRefusal(
        await t.call(launchGame, { token, body: { nodeId: slot.nodeId } }),
        'game.not.found',
        404,
      );
    } finally {
      await t.db.updateTable('game_vendors').set({ status: 'ACTIVE' }).where('code', '=', 'ORB').execute();
      t.services.games.invalidate();
    }
  });

  it('refuses the games of a vendor the brand has switched off, and issues no token', async () => {
    const slot = await game('PXG');
    const merchant = await t.db
      .selectFrom('merchants')
      .select('id')
      .where('code', '=', 'TESSERA')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('merchant_vendors_off')
      .values({ merchant_id: merchant.id, vendor_code: 'PXG' })
      .execute();
    const before = await tokenCount();
    try {
      expectRefusal(
        await t.call(launchGame, { token, body: { nodeId: slot.nodeId } }),
        'game.not.found',
        404,
      );
      expect(await tokenCount()).toBe(before);
    } finally {
      await t.db.deleteFrom('merchant_vendors_off').where('vendor_code', '=', 'PXG').execute();
    }
    expect((await t.call(launchGame, { token, body: { nodeId: slot.nodeId } })).body.success).toBe(true);
  });

  it('asks for a game: neither a node id nor vendor and code is a validation error', async () => {
    expectRefusal(await t.call(launchGame, { token, body: { vassalage: 'NVA' } }), 'validation.failed', 400);
    expectRefusal(await t.call(launchGameRelay, { token, query: {} }), 'validation.failed', 400);
  });
});
