import { approveDeposit, getDashboard, getReport, postDeposit } from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember, staffTokenFor } from '../../../test/helpers.js';
import { createTestApp, expectRefusal, type TestApp } from '../../../test/test-app.js';
import { addDays, localDate, startOfDay } from '../../lib/brand-days.js';
import { fund, vendorClient } from '../provider/provider-test-kit.js';
import { playRound } from '../records/records-test-kit.js';

describe("a brand's days", () => {
  it("start at the brand's midnight, daylight saving included", () => {
    expect(startOfDay('2026-11-26', 'Asia/Dhaka').toISOString()).toBe('2026-11-25T18:00:00.000Z');
    expect(startOfDay('2026-03-08', 'America/New_York').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(startOfDay('2026-03-09', 'America/New_York').toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(startOfDay('2026-11-26', 'UTC').toISOString()).toBe('2026-11-26T00:00:00.000Z');
    expect(localDate(new Date('2026-11-25T18:30:00Z'), 'Asia/Dhaka')).toBe('2026-11-26');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});

describe('the dashboard and reports', () => {
  let t: TestApp;
  let finance: string;
  let today: string;
  beforeAll(async () => {
    t = await createTestApp();
    finance = await staffTokenFor(t, 'finance');
    today = localDate(t.clock.now(), 'Asia/Dhaka');
  });
  afterAll(() => t.close());

  it("counts today's registrations, deposits, play and queues, and every figure adds up", async () => {
    const before = (await t.call(getDashboard, { token: finance, query: { days: 7 } })).body.value!;
    expect(before.days).toHaveLength(7);
    expect(before.days.at(-1)!.date).toBe(today);
    expect(before.timeZone).toBe('Asia/Dhaka');

    const a = await registerMember(t);
    const b = await registerMember(t);
    const paid = await t.call(postDeposit, { token: a.token, body: { channel: 'BANK', amount: 1_500 } });
    expect(
      (await t.call(approveDeposit, { token: finance, params: { id: paid.body.value!.id } })).body.success,
    ).toBe(true);
    await t.call(postDeposit, { token: b.token, body: { channel: 'BANK', amount: 700 } });
    const game = await t.db
      .selectFrom('games')
      .select(['vendor_code', 'game_code', 'game_type'])
      .where('vendor_code', '=', 'NVA')
      .limit(1)
      .executeTakeFirstOrThrow();
    await fund(t, a.member.id, 10_000n);
    await fund(t, b.member.id, 10_000n);
    const nova = await vendorClient(t, 'NVA');
    await playRound(t, nova, a.member.id, { gameCode: game.game_code, bets: [10_000], win: 2_500 });
    await playRound(t, nova, b.member.id, { gameCode: game.game_code, bets: [5_000], win: 9_000 });

    const after = (await t.call(getDashboard, { token: finance, query: { days: 7 } })).body.value!;
    const [was, now] = [before.days.at(-1)!, after.days.at(-1)!];
    expect(now.registrations - was.registrations).toBe(2);
    expect(now.firstDeposits - was.firstDeposits).toBe(1);
    expect(now.deposits - was.deposits).toBe(1_500);
    expect(now.stake - was.stake).toBe(150);
    expect(now.payout - was.payout).toBe(115);
    expect(now.ggr - was.ggr).toBe(35);
    expect(now.ngr).toBe(now.ggr);
    expect(now.activePlayers - was.activePlayers).toBe(2);
    expect(after.queues.deposits - before.queues.deposits).toBe(1);
    const vendor = after.byVendor.find((s) => s.key === game.vendor_code)!;
    expect(vendor.ggr).toBe(vendor.stake - vendor.payout);
    expect(after.byCategory.map((s) => s.key)).toContain(game.game_type);

    const daily = (
      await t.call(getReport, {
        token: finance,
        params: { name: 'daily' },
        query: { from: addDays(today, -2), to: today },
      })
    ).body.value!;
    expect(daily.rows).toHaveLength(3);
    expect(daily.rows.at(-1)!.cells).toMatchObject({ date: today, ggr: now.ggr, deposits: now.deposits });
    const pnl = (
      await t.call(getReport, {
        token: finance,
        params: { name: 'player-pnl' },
        query: { from: today, to: today },
      })
    ).body.value!;
    const row = pnl.rows.find((r) => r.cells.username === b.username)!;
    expect(row.cells).toMatchObject({ stake: 50, payout: 90, playerNet: 40 });
    expect(row.link).toBe(`/members/${b.member.id}`);
    const cashier = (
      await t.call(getReport, {
        token: finance,
        params: { name: 'cashier-by-channel' },
        query: { from: today, to: today },
      })
    ).body.value!;
    expect(cashier.rows.find((r) => r.cells.channel === 'BANK')!.cells.amount).toBe(now.deposits);
  });

  it('answers bad periods and names with envelope errors', async () => {
    const bad = [
      { params: { name: 'secret' }, query: { from: today, to: today } },
      { params: { name: 'daily' }, query: { from: today, to: addDays(today, -1) } },
      { params: { name: 'daily' }, query: { from: addDays(today, -400), to: today } },
      { params: { name: 'daily' }, query: { from: '2026-13-01', to: today } },
      { params: { name: 'daily' }, query: { from: today } },
    ];
    for (const call of bad) {
      const answer = await t.call(getReport, {
        token: finance,
        params: call.params as never,
        query: call.query as never,
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect(answer.body.errorCode).toBe('validation.failed');
    }
    expectRefusal(
      await t.call(getDashboard, { token: finance, query: { days: 0 } as never }),
      'validation.failed',
    );
    const content = await staffTokenFor(t, 'content');
    expectRefusal(await t.call(getDashboard, { token: content, query: {} }), 'staff.forbidden', 403);
  });
});
