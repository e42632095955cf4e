import { type GameType, getBetRecord, getBetRecords } from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember } from '../../../test/helpers.js';
import type { ProviderClient } from '../../../test/provider-client.js';
import { createTestApp, expectRefusal, type TestApp } from '../../../test/test-app.js';
import { categoryOf } from '../games/vendor-lanes.js';
import { fund, vendorClient } from '../provider/provider-test-kit.js';
import { gameOf, logIn, playRound, roundIdOf } from './records-test-kit.js';
import { roundCategory } from './round-category.js';

/** The betting record from rounds played for real through the provider API. */

const TODAY = '2026-03-15';
const HOUR = 3_600_000;

let t: TestApp;
const clients: Record<string, ProviderClient> = {};
let member: { id: number; token: string };
let other: { id: number; token: string };
/** Our ids of the member's rounds, by name. */
const ids: Record<string, string> = {};
let slotName: string;

const records = (query: Record<string, string> = {}, token = member.token) =>
  t.call(getBetRecords, { token, query });

beforeAll(async () => {
  t = await createTestApp();
  // Ten days ago, a round outside the default week.
  t.clock.set(new Date('2026-03-05T12:00:00Z'));
  for (const vendor of ['NVA', 'VLV', 'AV', 'BGS']) clients[vendor] = await vendorClient(t, vendor);
  const a = await registerMember(t);
  const b = await registerMember(t);
  member = { id: a.member.id, token: a.token };
  other = { id: b.member.id, token: b.token };
  await fund(t, member.id, 100_000n);
  await fund(t, member.id, 1_000n, 'VENDOR:BGS');
  await fund(t, other.id, 10_000n);

  const slot = await gameOf(t, 'NVA');
  slotName = (slot.names as Record<string, string>).EN!;
  const live = await gameOf(t, 'VLV');
  const play = async (name: string, vendor: string, round: Parameters<typeof playRound>[3]) => {
    t.clock.advance(60_000);
    const played = await playRound(t, clients[vendor]!, member.id, round);
    ids[name] = await roundIdOf(t, vendor, played.roundId, member.id);
    return played;
  };
  await play('old', 'NVA', { gameCode: slot.game_code, bets: [1_000], win: 3_000 });
  t.clock.set(new Date(`${TODAY}T02:00:00Z`));
  member.token = await logIn(t, a);
  other.token = await logIn(t, b);
  await play('won', 'NVA', { gameCode: slot.game_code, bets: [100], win: 250 });
  await play('lost', 'VLV', { gameCode: live.game_code, bets: [200, 300], win: 0 });
  const open = await play('open', 'NVA', { gameCode: slot.game_code, bets: [50] });
  // A rollback of a bet that never arrived: booked, with a tombstone under the bet's id.
  await open.rollback('ghost-bet');
  const voided = await play('void', 'NVA', { gameCode: slot.game_code, bets: [40] });
  await voided.rollback(voided.betIds[0]!);
  await voided.rollback(voided.betIds[0]!);
  await play('esports', 'AV', { gameCode: 'LOBBY', bets: [100], win: 180 });
  await play('dice', 'BGS', { gameCode: 'DICE', bets: [10], win: 20 });
  // A round of a game code the catalog does not know.
  await play('unknown', 'NVA', { gameCode: 'NOT-IN-CATALOG', bets: [5], win: 0 });
  // Another member's round.
  t.clock.advance(60_000);
  const theirs = await playRound(t, clients.NVA!, other.id, { gameCode: slot.game_code, bets: [70], win: 0 });
  ids.theirs = await roundIdOf(t, 'NVA', theirs.roundId, other.id);
  t.clock.advance(HOUR);
});
afterAll(() => t.close());

describe('the betting record', () => {
  it('lists the last seven days newest first, each round with its game, money and state', async () => {
    const page = (await records()).body.value!;
    expect(page.list.map((r) => r.id)).toEqual(
      ['unknown', 'dice', 'esports', 'void', 'open', 'lost', 'won'].map((name) => ids[name]),
    );
    expect(page).toMatchObject({ total: 7, pageNo: 1, pageSize: 20 });
    const byId = new Map(page.list.map((r) => [r.id, r]));
    expect(byId.get(ids.won!)).toMatchObject({
      gameType: 'RNG',
      vassalage: 'NVA',
      gameName: slotName,
      status: 'CLOSED',
      stake: 1,
      payout: 2.5,
      validBet: 1,
      profit: 1.5,
      closedAt: expect.any(String),
    });
    expect(byId.get(ids.lost!)).toMatchObject({ gameType: 'LIVE', stake: 5, payout: 0, profit: -5 });
    expect(byId.get(ids.open!)).toMatchObject({
      status: 'OPEN',
      stake: 0.5,
      validBet: 0,
      profit: 0,
      closedAt: null,
    });
    expect(byId.get(ids.void!)).toMatchObject({ status: 'VOID', stake: 0, validBet: 0, profit: 0 });
    expect(byId.get(ids.esports!)).toMatchObject({ gameType: 'ESPORTS', vassalage: 'AV', gameCode: 'LOBBY' });
    expect(byId.get(ids.dice!)).toMatchObject({ gameType: 'INHOUSE', vassalage: 'BGS', gameName: 'Dice' });
    expect(byId.get(ids.unknown!)).toMatchObject({ gameType: 'RNG', gameName: 'NOT-IN-CATALOG' });
    expect(page.totals).toEqual({ rounds: 7, stake: 7.65, validBet: 7.15, payout: 4.5, profit: -2.65 });
  });

  it('filters by category and vendor, with totals over the filter', async () => {
    const ofType = async (gameType: string) => (await records({ gameType })).body.value!;
    expect((await ofType('RNG')).list.map((r) => r.id)).toEqual([ids.unknown, ids.void, ids.open, ids.won]);
    expect((await ofType('INHOUSE')).list.map((r) => r.id)).toEqual([ids.dice]);
    expect((await ofType('ESPORTS')).list.map((r) => r.id)).toEqual([ids.esports]);
    expect((await ofType('SPORTS')).list).toEqual([]);
    const live = (await records({ vassalage: 'VLV' })).body.value!;
    expect(live.list.map((r) => r.id)).toEqual([ids.lost]);
    expect(live.totals).toEqual({ rounds: 1, stake: 5, validBet: 5, payout: 0, profit: -5 });
    expect((await records({ vassalage: 'VLV', gameType: 'RNG' })).body.value!.total).toBe(0);
    expect((await records({ vassalage: 'NOPE' })).body.value!.totals.rounds).toBe(0);
  });

  it('pages, and keeps the totals of the whole filter on every page', async () => {
    const second = (await records({ pageNo: '2', pageSize: '3' })).body.value!;
    expect(second.list.map((r) => r.id)).toEqual([ids.void, ids.open, ids.lost]);
    const last = (await records({ pageNo: '3', pageSize: '3' })).body.value!;
    expect(last.list.map((r) => r.id)).toEqual([ids.won]);
    expect(second).toMatchObject({ total: 7, pageNo: 2, pageSize: 3 });
    expect(second.totals.rounds).toBe(7);
    const past = (await records({ pageNo: '4', pageSize: '3' })).body.value!;
    expect(past.list).toEqual([]);
    expect(past.total).toBe(7);
  });

  it('takes inclusive UTC days: one end alone, both, at most 90 days apart', async () => {
    expect(
      (await records({ from: '2026-03-05', to: '2026-03-05' })).body.value!.list.map((r) => r.id),
    ).toEqual([ids.old]);
    expect((await records({ from: '2026-03-05' })).body.value!.total).toBe(8);
    expect((await records({ to: '2026-03-11' })).body.value!.total).toBe(1);
    expect((await records({ to: '2026-03-14' })).body.value!.total).toBe(0);
    expect((await records({ from: TODAY, to: TODAY })).body.value!.total).toBe(7);
    expect((await records({ from: '2025-12-15', to: TODAY })).body.value!.total).toBe(8);
    expectRefusal(await records({ from: '2025-12-14', to: TODAY }), 'records.range.invalid', 400);
    expectRefusal(await records({ from: '2026-03-16', to: TODAY }), 'records.range.invalid', 400);
    expectRefusal(await records({ from: '2026-03-16' }), 'records.range.invalid', 400);
    expectRefusal(await records({ from: '2026-02-30', to: TODAY }), 'validation.failed', 400);
    expectRefusal(await records({ from: '15-03-2026' }), 'validation.failed', 400);
  });

  it('shows only the member’s own rounds; a visitor is asked to log in', async () => {
    const theirs = (await records({}, other.token)).body.value!;
    expect(theirs.list.map((r) => r.id)).toEqual([ids.theirs]);
    expectRefusal(await t.call(getBetRecords, { query: {} }), 'login.not.session', 401);
  });
});

describe('one round of the betting record', () => {
  const detail = (id: string, token = member.token) => t.call(getBetRecord, { token, params: { id } });

  it('lists its bets and win', async () => {
    const lost = (await detail(ids.lost!)).body.value!;
    expect(lost.record).toMatchObject({ id: ids.lost, gameType: 'LIVE', stake: 5, profit: -5 });
    expect(lost.legs.map((leg) => [leg.kind, leg.amount])).toEqual([
      ['BET', 2],
      ['BET', 3],
      ['WIN', 0],
    ]);
    expect(lost.legs[0]).toMatchObject({ transactionId: expect.stringMatching(/^bet-/u) });
  });

  it('shows the stake a rollback gave back once, and leaves tombstones out', async () => {
    const voided = (await detail(ids.void!)).body.value!;
    expect(voided.record.status).toBe('VOID');
    expect(voided.legs.map((leg) => [leg.kind, leg.amount])).toEqual([
      ['BET', 0.4],
      ['ROLLBACK', 0.4],
      ['ROLLBACK', 0],
    ]);
    const open = (await detail(ids.open!)).body.value!;
    expect(open.legs.map((leg) => [leg.kind, leg.amount])).toEqual([
      ['BET', 0.5],
      ['ROLLBACK', 0],
    ]);
    expect(open.legs.map((leg) => leg.transactionId)).not.toContain('ghost-bet');
  });

  it('answers another member’s round exactly like one that does not exist', async () => {
    const theirs = await detail(ids.theirs!);
    const missing = await detail('999999999');
    expectRefusal(theirs, 'bet.record.not.found', 404);
    expectRefusal(missing, 'bet.record.not.found', 404);
    expect(theirs.body).toEqual(missing.body);
    expect((await detail(ids.theirs!, other.token)).body.value!.record.id).toBe(ids.theirs);
  });
});

describe('round categories', () => {
  it('follow the lane rules of the catalog for every vendor and game type', async () => {
    // Each catalog game categorised in SQL as a round of it would be, against `categoryOf`.
    const rows = await t.db
      .selectFrom((eb) => eb.selectFrom('games').select(['vendor_code', 'game_code']).as('r'))
      .innerJoin('game_vendors as v', 'v.code', 'r.vendor_code')
      .innerJoin('games as g', (join) =>
        join.onRef('g.vendor_code', '=', 'r.vendor_code').onRef('g.game_code', '=', 'r.game_code'),
      )
      .select(['v.code', 'v.kind', 'g.game_type'])
      .select(roundCategory.as('category'))
      .distinct()
      .execute();
    expect(rows.length).toBeGreaterThan(40);
    for (const row of rows) {
      expect(row.category, `${row.code} ${row.game_type}`).toBe(
        categoryOf({ code: row.code, kind: row.kind }, row.game_type as GameType),
      );
    }
    expect(new Set(rows.map((row) => row.category))).toEqual(
      new Set(['SPORTS', 'RNG', 'LIVE', 'LOTT', 'ELOTT', 'PVP', 'FISH', 'ESPORTS', 'COCKFIGHT', 'INHOUSE']),
    );
  });
});
