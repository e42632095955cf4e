import {
  listDepositsStaff,
  listLotteryBetsStaff,
  listRoundsStaff,
  listWithdrawalsStaff,
  postDeposit,
} from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffTokenFor } from '../../../test/helpers.js';
import { expectRefusal, type TestApp } from '../../../test/test-app.js';
import { addDays, localDate } from '../../lib/brand-days.js';
import { bettor, lotteryApp, openDraw, place, slip } from '../lottery/lottery-test-kit.js';
import { vendorClient } from '../provider/provider-test-kit.js';
import { playRound } from '../records/records-test-kit.js';

describe("a member's play and cashier in the back office", () => {
  let t: TestApp;
  let support: string;
  let finance: string;
  beforeAll(async () => {
    t = await lotteryApp();
    support = await staffTokenFor(t, 'support');
    finance = await staffTokenFor(t, 'finance');
  });
  afterAll(() => t.close());

  it("lists one member's rounds and lottery bets newest first, page by page", async () => {
    const who = await bettor(t);
    const other = await bettor(t);
    const nova = await vendorClient(t, 'NVA');
    const game = (
      await t.db
        .selectFrom('games')
        .select('game_code')
        .where('vendor_code', '=', 'NVA')
        .executeTakeFirstOrThrow()
    ).game_code;
    for (const stake of [100, 200, 300])
      await playRound(t, nova, who.id, { gameCode: game, bets: [stake], win: 0 });
    await playRound(t, nova, other.id, { gameCode: game, bets: [50], win: 0 });

    const first = (
      await t.call(listRoundsStaff, { token: support, query: { memberId: who.id, pageSize: 2 } })
    ).body.value!;
    expect(first.list.map((r) => r.stake)).toEqual([3, 2]);
    expect(first.list[0]).toMatchObject({ vendorCode: 'NVA', status: 'CLOSED', memberId: who.id });
    expect(first.hasMore).toBe(true);
    const rest = (
      await t.call(listRoundsStaff, {
        token: support,
        query: { memberId: who.id, pageSize: 2, before: first.list[1]!.id },
      })
    ).body.value!;
    expect(rest.list.map((r) => r.stake)).toEqual([1]);
    expect(rest.hasMore).toBe(false);
    const brand = (await t.call(listRoundsStaff, { token: support, query: { vendor: 'NVA' } })).body.value!;
    expect(new Set(brand.list.map((r) => r.memberId))).toEqual(new Set([who.id, other.id]));

    const draw = await openDraw(t, who.token, 'SSC1');
    const placed = await place(
      t,
      who.token,
      slip('SSC1', draw.numero, [{ betType: 'SSC.POS', picks: [['1'], [], [], [], []] }]),
    );
    expect(placed.body.success, JSON.stringify(placed.body)).toBe(true);
    const bets = (await t.call(listLotteryBetsStaff, { token: support, query: { memberId: who.id } })).body
      .value!;
    expect(bets.list).toHaveLength(1);
    expect(bets.list[0]).toMatchObject({ gameCode: 'SSC1', betType: 'SSC.POS', status: 'OPEN' });
    expect(
      (await t.call(listLotteryBetsStaff, { token: support, query: { memberId: other.id } })).body.value!
        .list,
    ).toEqual([]);
  });

  it('filters the cashier queues to one member', async () => {
    const who = await bettor(t);
    const other = await bettor(t);
    await t.call(postDeposit, { token: who.token, body: { channel: 'BANK', amount: 500 } });
    await t.call(postDeposit, { token: other.token, body: { channel: 'BANK', amount: 600 } });
    const mine = (
      await t.call(listDepositsStaff, { token: finance, query: { state: 'PENDING', memberId: who.id } })
    ).body.value!;
    expect(mine.list.map((d) => d.memberId)).toEqual([who.id]);
    expect(mine.total).toBe(1);
    // And to the brand's days (Dhaka's): today's is there, yesterday's range is empty.
    const today = localDate(t.clock.now(), 'Asia/Dhaka');
    const on = async (from: string, to: string) =>
      (
        await t.call(listDepositsStaff, {
          token: finance,
          query: { state: 'PENDING', memberId: who.id, from, to },
        })
      ).body.value!.total;
    expect(await on(today, today)).toBe(1);
    expect(await on(addDays(today, -1), addDays(today, -1))).toBe(0);
    expectRefusal(
      await t.call(listDepositsStaff, { token: finance, query: { state: 'PENDING', from: '2026-02-30' } }),
      'validation.failed',
    );
    const none = (
      await t.call(listWithdrawalsStaff, {
        token: finance,
        query: { state: 'PENDING_REVIEW', memberId: who.id },
      })
    ).body.value!;
    expect(none).toMatchObject({ list: [], total: 0 });
  });

  it('refuses bad filters', async () => {
    for (const query of [
      { memberId: 'x' },
      { before: '-1' },
      { vendor: 'nva;drop' },
      { pageSize: 1_000 },
      { status: 'WON' },
    ]) {
      expectRefusal(
        await t.call(listRoundsStaff, { token: support, query: query as never }),
        'validation.failed',
      );
    }
    expectRefusal(
      await t.call(listLotteryBetsStaff, { token: support, query: { status: 'LOST!' } as never }),
      'validation.failed',
    );
  });
});
