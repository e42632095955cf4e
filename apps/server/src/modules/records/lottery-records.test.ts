import {
  cancelLotteryBet,
  cancelLotteryDraw,
  confirmLotteryEntry,
  enterLotteryResult,
  getBetRecord,
  getBetRecords,
  getProfitAndLoss,
} from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember, staffTokenFor } from '../../../test/helpers.js';
import { expectRefusal, type TestApp } from '../../../test/test-app.js';
import { readJson } from '../../lib/json-column.js';
import { stakeLegId } from '../lottery/lottery-bets.repo.js';
import { lotteryApp, northResult, openDraw, place, runUntil, slip } from '../lottery/lottery-test-kit.js';
import { fund, vendorClient } from '../provider/provider-test-kit.js';
import { gameOf, logIn, playRound, roundIdOf } from './records-test-kit.js';

/**
 * Lottery bets in the betting record and the profit and loss, beside vendors' rounds: bets placed,
 * settled, cancelled and refunded through the lottery's own services, rounds through the provider API.
 */

let t: TestApp;
let member: { id: number; token: string };
let other: { id: number; token: string };
/** Record ids (rounds' bare, bets' `L…`), by name. */
const ids: Record<string, string> = {};
/** The numero (draw number) of each bet, by name. */
const numeros: Record<string, string> = {};

const records = (query: Record<string, string> = {}, token = member.token) =>
  t.call(getBetRecords, { token, query });
const profit = (query: Record<string, string> = {}) =>
  t.call(getProfitAndLoss, { token: member.token, query });
const at = (time: string) => t.clock.set(new Date(`2026-11-21T${time}Z`));

/** Place one slip for the member and name its bets (one per line, in line order). */
async function bet(names: string[], body: ReturnType<typeof slip>, token = member.token) {
  const answer = await place(t, token, body);
  if (!answer.body.success) throw new Error(`slip refused: ${JSON.stringify(answer.body)}`);
  const bets = answer.body.value!.bets;
  names.forEach((name, i) => {
    ids[name] = `L${bets[i]!.id}`;
    numeros[name] = body.numero;
  });
  return bets;
}

beforeAll(async () => {
  t = await lotteryApp();
  const vendor = await vendorClient(t, 'NVA');
  const a = await registerMember(t);
  const b = await registerMember(t);
  member = { id: a.member.id, token: a.token };
  other = { id: b.member.id, token: b.token };
  await fund(t, member.id, 100_000n);
  await fund(t, other.id, 10_000n);
  const slot = (await gameOf(t, 'NVA')).game_code;
  const round = async (name: string, play: Parameters<typeof playRound>[3]) => {
    const played = await playRound(t, vendor, member.id, play);
    ids[name] = await roundIdOf(t, 'NVA', played.roundId, member.id);
  };

  at('10:01:00');
  await round('won', { gameCode: slot, bets: [100], win: 250 });
  at('10:02:00');
  // The fast draw's result is fixed when it is planned: read it to pick a winner and a loser.
  const fast = await openDraw(t, member.token, 'SSC1');
  const row = await t.db
    .selectFrom('lottery_draws')
    .select('numbers')
    .where('id', '=', BigInt(fast.drawId))
    .executeTakeFirstOrThrow();
  const first = readJson<string[]>(row.numbers)[0]!;
  const miss = first === '0' ? '1' : '0';
  // One slip, two lines: two bets placed at the same instant, ordered by id.
  await bet(
    ['fastWon', 'fastLost'],
    slip('SSC1', fast.numero, [
      { betType: 'SSC.POS', picks: [[first], [], [], [], []] },
      { betType: 'SSC.POS', picks: [[miss], [], [], [], []], units: 2 },
    ]),
  );
  at('10:02:10');
  const daily = await openDraw(t, member.token, 'VN_N');
  await bet(['daily'], {
    ...slip('VN_N', daily.numero, [{ betType: 'VN_NORTH.DE', picks: [['45', '78']] }]),
    prizeMode: 'LOTT',
  });
  at('10:02:20');
  const doomed = await openDraw(t, member.token, 'SSC5');
  await bet(
    ['refunded'],
    slip('SSC5', doomed.numero, [{ betType: 'SSC.POS', picks: [['5'], [], [], [], []] }]),
  );
  at('10:02:30');
  const [withdrawn] = await bet(
    ['cancelled'],
    slip('SSC1', fast.numero, [{ betType: 'SSC.POS', picks: [['7'], [], [], [], []], units: 3 }]),
  );
  const cancelled = await t.call(cancelLotteryBet, { token: member.token, params: { id: withdrawn!.id } });
  expect(cancelled.body.success, JSON.stringify(cancelled.body)).toBe(true);
  await bet(
    ['theirs'],
    slip('SSC1', fast.numero, [{ betType: 'SSC.POS', picks: [['3'], [], [], [], []] }]),
    other.token,
  );
  at('10:03:00');
  await round('open', { gameCode: slot, bets: [50] });

  // The SSC5 draw is cancelled by two officers: its bet is refunded.
  const staff = async () => [await staffTokenFor(t, 'finance'), await staffTokenFor(t, 'admin')] as const;
  let [officer, second] = await staff();
  const drawId = { id: doomed.drawId };
  await t.call(cancelLotteryDraw, { token: officer, params: drawId, body: { reason: 'machine fault' } });
  const confirmed = await t.call(confirmLotteryEntry, { token: second, params: drawId, body: {} });
  expect(confirmed.body.value).toMatchObject({ status: 'CANCELLED' });
  await t.services.lottery.settlement.run(t.clock.now());
  // The fast draw settles at its time; the Northern one on a result two officers type.
  await runUntil(t, new Date(fast.drawsAt));
  await runUntil(t, new Date(daily.drawsAt));
  [officer, second] = await staff();
  const numbers = northResult('45');
  const northern = { id: daily.drawId };
  await t.call(enterLotteryResult, { token: officer, params: northern, body: { numbers } });
  const drawn = await t.call(confirmLotteryEntry, { token: second, params: northern, body: { numbers } });
  expect(drawn.body.value).toMatchObject({ status: 'DRAWN' });
  await t.services.lottery.settlement.run(t.clock.now());
  t.clock.advance(60_000);
  member.token = await logIn(t, a);
  other.token = await logIn(t, b);
});
afterAll(() => t.close());

describe('lottery bets in the betting record', () => {
  it('lists them with the rounds, newest first by placing time then id, each with its state', async () => {
    const page = (await records()).body.value!;
    expect(page.list.map((r) => r.id)).toEqual(
      ['open', 'cancelled', 'refunded', 'daily', 'fastLost', 'fastWon', 'won'].map((name) => ids[name]),
    );
    const byId = new Map(page.list.map((r) => [r.id, r]));
    expect(byId.get(ids.fastWon!)).toMatchObject({
      roundId: numeros.fastWon,
      gameType: 'ELOTT',
      vassalage: 'LOTTO',
      gameCode: 'SSC1',
      gameName: 'Speed SSC 1 min',
      status: 'CLOSED',
      stake: 1,
      payout: 9.7,
      validBet: 1,
      profit: 8.7,
      openedAt: '2026-11-21T10:02:00.000Z',
      closedAt: expect.any(String),
    });
    expect(byId.get(ids.fastLost!)).toMatchObject({ status: 'CLOSED', stake: 2, payout: 0, profit: -2 });
    expect(byId.get(ids.daily!)).toMatchObject({
      roundId: numeros.daily,
      gameType: 'LOTT',
      vassalage: 'LOTTO',
      gameCode: 'VN_N',
      status: 'CLOSED',
      stake: 2,
      payout: 97,
      validBet: 2,
      profit: 95,
    });
    // Refunded by the cancelled draw, or cancelled by the member: void, the stake given back.
    for (const name of ['refunded', 'cancelled']) {
      expect(byId.get(ids[name]!)).toMatchObject({
        gameType: 'ELOTT',
        status: 'VOID',
        stake: 0,
        payout: 0,
        validBet: 0,
        profit: 0,
        closedAt: expect.any(String),
      });
    }
    expect(byId.get(ids.won!)).toMatchObject({ gameType: 'RNG', vassalage: 'NVA', stake: 1, payout: 2.5 });
    expect(byId.get(ids.open!)).toMatchObject({ status: 'OPEN', stake: 0.5, closedAt: null });
    // Rounds: 1 + 0.5 staked, 1 settled for 2.5. Bets: 1 + 2 + 2 settled for 9.7 + 0 + 97.
    expect(page).toMatchObject({ total: 7, pageNo: 1, pageSize: 20 });
    expect(page.totals).toEqual({ rounds: 7, stake: 6.5, validBet: 6, payout: 109.2, profit: 103.2 });
  });

  it('shows the game name in the member’s language', async () => {
    const page = await t.call(getBetRecords, {
      token: member.token,
      query: { gameType: 'ELOTT' },
      headers: { language: 'BN' },
    });
    expect(page.body.value!.list.find((r) => r.id === ids.fastWon)!.gameName).toBe('স্পিড এসএসসি 1 মিনিট');
  });

  it('filters by LOTT, ELOTT and the lottery vendor, with totals over the filter', async () => {
    const list = async (query: Record<string, string>) => (await records(query)).body.value!;
    const elott = await list({ gameType: 'ELOTT' });
    expect(elott.list.map((r) => r.id)).toEqual(
      ['cancelled', 'refunded', 'fastLost', 'fastWon'].map((name) => ids[name]),
    );
    expect(elott.totals).toEqual({ rounds: 4, stake: 3, validBet: 3, payout: 9.7, profit: 6.7 });
    const lott = await list({ gameType: 'LOTT' });
    expect(lott.list.map((r) => r.id)).toEqual([ids.daily]);
    expect(lott.totals).toEqual({ rounds: 1, stake: 2, validBet: 2, payout: 97, profit: 95 });
    const lotto = await list({ vassalage: 'LOTTO' });
    expect(lotto.list.map((r) => r.id)).toEqual(
      ['cancelled', 'refunded', 'daily', 'fastLost', 'fastWon'].map((name) => ids[name]),
    );
    expect(lotto.totals).toEqual({ rounds: 5, stake: 5, validBet: 5, payout: 106.7, profit: 101.7 });
    expect((await list({ vassalage: 'LOTTO', gameType: 'LOTT' })).list.map((r) => r.id)).toEqual([ids.daily]);
    expect((await list({ vassalage: 'LOTTO', gameType: 'RNG' })).total).toBe(0);
    expect((await list({ vassalage: 'NVA' })).list.map((r) => r.id)).toEqual([ids.open, ids.won]);
    expect((await list({ gameType: 'RNG' })).totals).toEqual({
      rounds: 2,
      stake: 1.5,
      validBet: 1,
      payout: 2.5,
      profit: 1.5,
    });
  });

  it('pages across rounds and bets, with the totals of the whole filter on every page', async () => {
    const pages = [];
    for (const pageNo of ['1', '2', '3']) {
      const page = (await records({ pageNo, pageSize: '3' })).body.value!;
      expect(page.total).toBe(7);
      expect(page.totals.rounds).toBe(7);
      pages.push(page.list.map((r) => r.id));
    }
    expect(pages).toEqual([
      [ids.open, ids.cancelled, ids.refunded],
      [ids.daily, ids.fastLost, ids.fastWon],
      [ids.won],
    ]);
  });

  it('keeps to the days asked and to the member’s own bets; bad filters answer envelope errors', async () => {
    expect((await records({ to: '2026-11-20' })).body.value!.total).toBe(0);
    expect((await records({}, other.token)).body.value!.list.map((r) => r.id)).toEqual([ids.theirs]);
    expectRefusal(await records({ gameType: 'LOTTERY' }), 'validation.failed', 400);
    expectRefusal(await records({ vassalage: '' }), 'validation.failed', 400);
    expectRefusal(await records({ vassalage: 'L'.repeat(33) }), 'validation.failed', 400);
    expectRefusal(await records({ from: '2026-11-31' }), 'validation.failed', 400);
    expectRefusal(await records({ from: '2026-11-22' }), 'records.range.invalid', 400);
  });
});

describe('one lottery bet of the betting record', () => {
  const viewer = async (memberId = member.id) => ({
    merchant: await t.services.merchants.resolve('TESSERA', undefined),
    memberId,
    language: 'EN',
  });

  it('shows its stake and payout, or the stake given back, as legs', async () => {
    const won = await t.services.betRecords.detail(await viewer(), ids.fastWon!);
    expect(won.record).toMatchObject({ id: ids.fastWon, gameType: 'ELOTT', payout: 9.7 });
    expect(won.legs.map((leg) => [leg.kind, leg.amount])).toEqual([
      ['BET', 1],
      ['WIN', 9.7],
    ]);
    expect(won.legs[0]!.transactionId).toBe(stakeLegId(ids.fastWon!.slice(1)));
    const lost = await t.services.betRecords.detail(await viewer(), ids.fastLost!);
    expect(lost.legs.map((leg) => [leg.kind, leg.amount])).toEqual([
      ['BET', 2],
      ['WIN', 0],
    ]);
    const refunded = await t.services.betRecords.detail(await viewer(), ids.refunded!);
    expect(refunded.record).toMatchObject({ status: 'VOID', stake: 0 });
    expect(refunded.legs.map((leg) => [leg.kind, leg.amount])).toEqual([
      ['BET', 1],
      ['ROLLBACK', 1],
    ]);
  });

  it('answers another member’s bet and malformed ids as not found; the route opens the L id', async () => {
    for (const id of [ids.theirs!, 'L999999999', 'L', 'Lx1', 'L01']) {
      await expect(t.services.betRecords.detail(await viewer(), id)).rejects.toMatchObject({
        code: 'bet.record.not.found',
      });
    }
    expect((await t.services.betRecords.detail(await viewer(other.id), ids.theirs!)).record.id).toBe(
      ids.theirs,
    );
    const viaRoute = await t.call(getBetRecord, { token: member.token, params: { id: ids.fastWon! } });
    expect(viaRoute.body.value!.record.id).toBe(ids.fastWon);
    const theirs = await t.call(getBetRecord, { token: member.token, params: { id: ids.theirs! } });
    expectRefusal(theirs, 'bet.record.not.found', 404);
    const malformed = await t.call(getBetRecord, { token: member.token, params: { id: 'Lx1' } });
    expectRefusal(malformed, 'validation.failed', 400);
  });
});

describe('profit and loss with lottery bets', () => {
  it('gains LOTT and ELOTT lines of the settled bets; refunded and cancelled bets count in none', async () => {
    const today = (await profit({ period: 'today' })).body.value!;
    expect(today.rows).toEqual([
      { gameType: 'RNG', rounds: 1, stake: 1, validBet: 1, payout: 2.5, profit: 1.5 },
      { gameType: 'LOTT', rounds: 1, stake: 2, validBet: 2, payout: 97, profit: 95 },
      { gameType: 'ELOTT', rounds: 2, stake: 3, validBet: 3, payout: 9.7, profit: 6.7 },
    ]);
    expect(today.totals).toEqual({ rounds: 4, stake: 6, validBet: 6, payout: 109.2, profit: 103.2 });
    expect((await profit({ period: 'yesterday' })).body.value!.rows).toEqual([]);
  });
});
