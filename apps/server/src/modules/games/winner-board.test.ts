import { getRankList, loginFreePlay } from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember } from '../../../test/helpers.js';
import type { ProviderClient } from '../../../test/provider-client.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { fund, newId, vendorClient } from '../provider/provider-test-kit.js';
import { gameOf, playRound } from '../records/records-test-kit.js';
import { maskName } from './winner-board.js';

/** The winner board from real rounds played through the provider API. */

let t: TestApp;
const clients: Record<string, ProviderClient> = {};
let alice: { id: number; username: string };
let bob: { id: number; username: string };
let slot: { game_code: string; id: number; names: unknown; icon: string };
let live: { game_code: string; id: number; names: unknown; icon: string };

const board = async (query: Record<string, string> = {}, language = 'EN') => {
  const result = await t.call(getRankList, { query, headers: { language } });
  expect(result.body.success, JSON.stringify(result.body)).toBe(true);
  return result.body.value!.list;
};
const at = (instant: string) => t.clock.set(new Date(instant));

beforeAll(async () => {
  t = await createTestApp();
  at('2026-03-07T09:00:00Z');
  for (const vendor of ['NVA', 'VLV', 'AV', 'BGS']) clients[vendor] = await vendorClient(t, vendor);
  const a = await registerMember(t);
  const b = await registerMember(t);
  alice = { id: a.member.id, username: a.username };
  bob = { id: b.member.id, username: b.username };
  for (const member of [alice, bob]) {
    await fund(t, member.id, 100_000n);
    await fund(t, member.id, 10_000n, 'VENDOR:BGS');
  }
  slot = await gameOf(t, 'NVA');
  live = await gameOf(t, 'VLV');

  // Eight days before the board is read: too old.
  await playRound(t, clients.NVA!, alice.id, { gameCode: slot.game_code, bets: [100], win: 900_000 });
  at('2026-03-15T08:00:00Z');
  await playRound(t, clients.NVA!, alice.id, { gameCode: slot.game_code, bets: [100], win: 5_000 });
  await playRound(t, clients.VLV!, bob.id, { gameCode: live.game_code, bets: [1_000], win: 20_000 });
  await playRound(t, clients.BGS!, alice.id, { gameCode: 'DICE', bets: [100], win: 1_500 });
  await playRound(t, clients.AV!, bob.id, { gameCode: 'LOBBY', bets: [500], win: 12_000 });
  await playRound(t, clients.NVA!, bob.id, { gameCode: slot.game_code, bets: [100], win: 300 });
  // Not wins of the board: a loss, a win in a round still open, and a trial member's win.
  await playRound(t, clients.NVA!, alice.id, { gameCode: slot.game_code, bets: [100], win: 0 });
  const open = await playRound(t, clients.NVA!, bob.id, { gameCode: slot.game_code, bets: [100] });
  await clients.NVA!.win({
    user: String(bob.id),
    transactionId: newId('win'),
    roundId: open.roundId,
    gameCode: slot.game_code,
    amount: 700_000,
    currency: 'BDT',
    roundClosed: false,
  });
  const trial = await t.call(loginFreePlay, { body: { platform: 'W' } });
  await playRound(t, clients.NVA!, trial.body.value!.member.id, {
    gameCode: slot.game_code,
    bets: [100],
    win: 150_000,
    currency: 'TRIAL',
  });
  t.clock.advance(60_000);
});
afterAll(() => t.close());

describe('the winner board', () => {
  it('lists the brand’s settled wins of the last seven days, newest first', async () => {
    const list = await board();
    expect(list.map((w) => w.vo.winAmount)).toEqual([3, 120, 15, 200, 50]);
    expect(list[1]).toEqual({
      vo: {
        customerName: maskName(bob.username),
        gameName: 'AV E-Sports Lobby',
        winAmount: 120,
        iconUrl: 'art/games/AV/LOBBY.svg',
      },
      nodeId: expect.any(Number),
      vassalage: 'AV',
      wonAt: expect.stringMatching(/^2026-03-15T08:/u),
    });
    expect(list[3]).toMatchObject({
      vo: { customerName: maskName(bob.username), iconUrl: live.icon, winAmount: 200 },
      nodeId: live.id,
      vassalage: 'VLV',
    });
    expect(list[4]!.vo.customerName).toBe(maskName(alice.username));
    const times = list.map((w) => w.wonAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('keeps the biggest wins when limited, still newest first', async () => {
    expect((await board({ limitNum: '3' })).map((w) => w.vo.winAmount)).toEqual([120, 200, 50]);
    expect((await board({ limitNum: '1' })).map((w) => w.vo.winAmount)).toEqual([200]);
  });

  it('filters by category with the lobby’s lane rules', async () => {
    expect((await board({ gameCategory: 'INHOUSE' })).map((w) => w.vo.gameName)).toEqual(['Dice']);
    expect((await board({ gameCategory: 'RNG' })).map((w) => w.vo.winAmount)).toEqual([3, 50]);
    expect((await board({ gameCategory: 'ESPORTS' })).map((w) => w.vassalage)).toEqual(['AV']);
    expect((await board({ gameCategory: 'SPORTS' })).length).toBe(0);
  });

  it('names games in the language asked for', async () => {
    // In-house games have Bengali names; a vendor's game keeps its own in every language.
    expect((await board({ gameCategory: 'INHOUSE', language: 'BN' })).map((w) => w.vo.gameName)).toEqual([
      'ডাইস',
    ]);
    expect((await board({ gameCategory: 'INHOUSE' }, 'BN'))[0]!.vo.gameName).toBe('ডাইস');
    const names = slot.names as Record<string, string>;
    const rng = await board({ gameCategory: 'RNG', language: 'BN' });
    expect(rng.map((w) => w.vo.gameName)).toEqual([names.EN, names.EN]);
  });

  it('keeps an answer a few seconds, then shows new wins', async () => {
    const before = await board({ gameCategory: 'LIVE' });
    await playRound(t, clients.VLV!, alice.id, { gameCode: live.game_code, bets: [100], win: 40_000 });
    // Two seconds later (the round's two calls): still the kept answer.
    expect(await board({ gameCategory: 'LIVE' })).toEqual(before);
    t.clock.advance(1_000);
    expect((await board({ gameCategory: 'LIVE' })).map((w) => w.vo.winAmount)).toEqual([400, 200]);
  });
});

describe('masked names', () => {
  it('show the first two and the last character', () => {
    expect(maskName('player1234')).toBe('pl****4');
    expect(maskName('abcd')).toBe('ab****d');
    expect(maskName('abc')).toBe('a****');
    expect(maskName('রহিম১২')).toBe('রহ****২');
  });
});
