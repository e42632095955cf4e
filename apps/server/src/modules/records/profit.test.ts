import { getProfitAndLoss } from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember } from '../../../test/helpers.js';
import type { ProviderClient } from '../../../test/provider-client.js';
import { createTestApp, expectRefusal, type TestApp } from '../../../test/test-app.js';
import { fund, vendorClient } from '../provider/provider-test-kit.js';
import { gameOf, logIn, playRound } from './records-test-kit.js';

/** Profit and loss by category, from settled rounds played through the provider API. */

let t: TestApp;
let token: string;
let otherToken: string;

const profit = (query: Record<string, string>, as = token) => t.call(getProfitAndLoss, { token: as, query });
const at = (instant: string) => t.clock.set(new Date(instant));

beforeAll(async () => {
  t = await createTestApp();
  at('2026-01-01T08:00:00Z');
  const clients: Record<string, ProviderClient> = {};
  for (const vendor of ['NVA', 'VLV', 'AV', 'BGS']) clients[vendor] = await vendorClient(t, vendor);
  const member = await registerMember(t);
  const other = await registerMember(t);
  const id = member.member.id;
  await fund(t, id, 100_000n);
  await fund(t, id, 1_000n, 'VENDOR:BGS');
  const slot = (await gameOf(t, 'NVA')).game_code;
  const live = (await gameOf(t, 'VLV')).game_code;
  const play = (vendor: string, round: Parameters<typeof playRound>[3]) =>
    playRound(t, clients[vendor]!, id, round);

  await play('NVA', { gameCode: slot, bets: [7], win: 7 });
  at('2026-02-20T08:00:00Z');
  await play('BGS', { gameCode: 'DICE', bets: [10], win: 0 });
  at('2026-03-10T08:00:00Z');
  await play('AV', { gameCode: 'LOBBY', bets: [100], win: 400 });
  at('2026-03-14T08:00:00Z');
  await play('NVA', { gameCode: slot, bets: [1_000], win: 0 });
  // Opened yesterday, settled today: it counts on the day it closed.
  at('2026-03-14T23:59:00Z');
  const late = await play('VLV', { gameCode: live, bets: [200] });
  at('2026-03-15T00:01:00Z');
  await clients.VLV!.win({
    user: String(id),
    transactionId: 'late-win',
    roundId: late.roundId,
    gameCode: live,
    amount: 100,
    currency: 'BDT',
    roundClosed: true,
  });
  at('2026-03-15T09:00:00Z');
  await play('NVA', { gameCode: slot, bets: [100], win: 300 });
  await play('VLV', { gameCode: live, bets: [200, 300], win: 0 });
  // Not settled: an open round and a void one.
  await play('NVA', { gameCode: slot, bets: [50] });
  const voided = await play('NVA', { gameCode: slot, bets: [40] });
  await voided.rollback(voided.betIds[0]!);
  at('2026-03-15T10:00:00Z');
  token = await logIn(t, member);
  otherToken = await logIn(t, other);
});
afterAll(() => t.close());

const totals = (rounds: number, stake: number, payout: number, profit: number) => ({
  rounds,
  stake,
  validBet: stake,
  payout,
  profit,
});

describe('profit and loss', () => {
  it('sums today’s settled rounds by category (by closing day), today by default', async () => {
    const today = (await profit({})).body.value!;
    expect(today).toEqual({
      from: '2026-03-15',
      to: '2026-03-15',
      rows: [
        { gameType: 'RNG', ...totals(1, 1, 3, 2) },
        { gameType: 'LIVE', ...totals(2, 7, 1, -6) },
      ],
      totals: totals(3, 8, 4, -4),
    });
    expect((await profit({ period: 'today' })).body.value).toEqual(today);
  });

  it('covers yesterday, the last 7 days and the last 30 days including today', async () => {
    expect((await profit({ period: 'yesterday' })).body.value).toEqual({
      from: '2026-03-14',
      to: '2026-03-14',
      rows: [{ gameType: 'RNG', ...totals(1, 10, 0, -10) }],
      totals: totals(1, 10, 0, -10),
    });
    const week = (await profit({ period: 'week' })).body.value!;
    expect(week).toMatchObject({ from: '2026-03-09', to: '2026-03-15' });
    expect(week.rows).toEqual([
      { gameType: 'RNG', ...totals(2, 11, 3, -8) },
      { gameType: 'LIVE', ...totals(2, 7, 1, -6) },
      { gameType: 'ESPORTS', ...totals(1, 1, 4, 3) },
    ]);
    expect(week.totals).toEqual(totals(5, 19, 8, -11));
    const month = (await profit({ period: 'month' })).body.value!;
    expect(month).toMatchObject({ from: '2026-02-14', to: '2026-03-15' });
    expect(month.rows.map((row) => row.gameType)).toEqual(['RNG', 'LIVE', 'ESPORTS', 'INHOUSE']);
    expect(month.rows[3]).toEqual({ gameType: 'INHOUSE', ...totals(1, 0.1, 0, -0.1) });
    expect(month.totals).toEqual(totals(6, 19.1, 8, -11.1));
  });

  it('takes custom days, both required, at most 90 days apart', async () => {
    expect((await profit({ period: 'custom', from: '2026-01-01', to: '2026-01-01' })).body.value).toEqual({
      from: '2026-01-01',
      to: '2026-01-01',
      rows: [{ gameType: 'RNG', ...totals(1, 0.07, 0.07, 0) }],
      totals: totals(1, 0.07, 0.07, 0),
    });
    const quarter = (await profit({ period: 'custom', from: '2025-12-15', to: '2026-03-15' })).body.value!;
    expect(quarter.totals.rounds).toBe(7);
    expectRefusal(await profit({ period: 'custom', from: '2026-01-01' }), 'records.range.invalid', 400);
    expectRefusal(await profit({ period: 'custom' }), 'records.range.invalid', 400);
    expectRefusal(
      await profit({ period: 'custom', from: '2026-03-02', to: '2026-03-01' }),
      'records.range.invalid',
      400,
    );
    expectRefusal(
      await profit({ period: 'custom', from: '2025-12-14', to: '2026-03-15' }),
      'records.range.invalid',
      400,
    );
    // Days given with another period are not used.
    expect((await profit({ period: 'today', from: '2026-01-01', to: '2026-01-01' })).body.value!.from).toBe(
      '2026-03-15',
    );
  });

  it('is the member’s own: another member has nothing, a visitor is asked to log in', async () => {
    expect((await profit({ period: 'month' }, otherToken)).body.value).toEqual({
      from: '2026-02-14',
      to: '2026-03-15',
      rows: [],
      totals: totals(0, 0, 0, 0),
    });
    expectRefusal(await t.call(getProfitAndLoss, { query: {} }), 'login.not.session', 401);
  });
});
