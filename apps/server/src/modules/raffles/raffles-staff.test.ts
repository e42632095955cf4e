import { randomUUID } from 'node:crypto';
import {
  claimRaffle,
  createRaffle,
  getRaffles,
  grantRaffleTickets,
  listRaffleDraws,
  listStaffRaffles,
  type RaffleInput,
  updateRaffle,
} from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffToken, staffTokenFor } from '../../../test/helpers.js';
import { createTestApp, expectRefusal, type TestApp } from '../../../test/test-app.js';
import { newMember } from '../rewards/reward-test-kit.js';
import { giveTickets, liveRaffle, WHEEL_PRIZES } from './raffles-test-kit.js';

describe('raffles in the back office', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await staffToken(t);
  });
  afterAll(() => t?.close());

  const input = (patch: Partial<RaffleInput> = {}): RaffleInput => ({
    kind: 'EGG',
    title: { EN: 'Golden egg', BN: 'সোনার ডিম' },
    summary: { EN: 'Crack it open' },
    icon: null,
    prizes: WHEEL_PRIZES,
    rules: [{ source: 'DEPOSIT', minAmount: 500, tickets: 1 }],
    enabled: true,
    startsAt: new Date(t.clock.now().getTime() - 60_000).toISOString(),
    endsAt: null,
    sortOrder: 0,
    ...patch,
  });

  it('shows the exact expected value of a ticket, and members read the raffle in their language', async () => {
    const made = await liveRaffle(t, { kind: 'EGG', title: { EN: 'Golden egg', BN: 'সোনার ডিম' } });
    // ৳10 at 1/8, a ৳20 bonus at 1/8, 50 points at 2/8, nothing at 4/8.
    expect(made.expectedValue).toEqual({
      money: 3.75,
      cash: 1.25,
      bonus: 2.5,
      points: 12.5,
      nothingChance: 0.5,
      totalWeight: 8,
    });
    expect(made.prizes[1]).toMatchObject({ type: 'BONUS', amount: 20, wageringMultiple: 5 });
    const member = await newMember(t);
    const bn = (await t.call(getRaffles, { token: member.token, headers: { language: 'BN' } })).body.value!;
    const card = bn.list.find((r) => r.id === made.id)!;
    expect(card.title).toBe('সোনার ডিম');
    expect(card.prizes[3]).toMatchObject({ label: 'আবার চেষ্টা', type: 'NOTHING', chance: 0.5 });
  });

  it('lets promotion writers write raffles, readers read them, and only admin and finance give tickets', async () => {
    const content = await staffTokenFor(t, 'content');
    const support = await staffTokenFor(t, 'support');
    const finance = await staffTokenFor(t, 'finance');
    const made = await t.call(createRaffle, { token: content, body: input() });
    expect(made.body.success).toBe(true);
    const id = made.body.value!.id;
    expectRefusal(await t.call(createRaffle, { token: support, body: input() }), 'staff.forbidden', 403);
    expect((await t.call(listStaffRaffles, { token: support })).body.value!.list.map((r) => r.id)).toContain(
      id,
    );

    const member = await newMember(t);
    const grant = (token: string) =>
      t.call(grantRaffleTickets, {
        token,
        params: { id },
        body: { username: member.username, tickets: 2, reason: 'Apology for a slow deposit' },
      });
    expectRefusal(await grant(content), 'staff.forbidden', 403);
    expect((await grant(finance)).body.value).toMatchObject({ memberId: member.memberId, tickets: 2 });
    expect((await grant(admin)).body.value!.tickets).toBe(4);
    const grants = await t.db
      .selectFrom('raffle_grants')
      .select(['source', 'tickets', 'reason', 'staff_id'])
      .where('member_id', '=', member.memberId)
      .execute();
    expect(grants).toHaveLength(2);
    expect(grants.every((g) => g.source === 'STAFF' && g.reason === 'Apology for a slow deposit')).toBe(true);

    const changed = await t.call(updateRaffle, {
      token: content,
      params: { id },
      body: input({ title: { EN: 'Silver egg' }, enabled: false }),
    });
    expect(changed.body.value).toMatchObject({ title: { EN: 'Silver egg' }, enabled: false, ticketsHeld: 4 });
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('target', '=', id)
      .execute();
    expect(audit.map((a) => a.action).sort()).toEqual([
      'raffle.create',
      'raffle.tickets.grant',
      'raffle.tickets.grant',
      'raffle.update',
    ]);
  });

  it('refuses a table or rules that do not fit together, an unknown raffle and an unknown member', async () => {
    const refuse = async (patch: Partial<RaffleInput>, code = 'raffle.invalid') =>
      expectRefusal(await t.call(createRaffle, { token: admin, body: input(patch) }), code, 400);
    const nothing = WHEEL_PRIZES[3]!;
    await refuse({ title: { EN: '  ' } });
    await refuse({ prizes: [WHEEL_PRIZES[0]!, { ...nothing, amount: 5 }] });
    await refuse({ prizes: [{ ...WHEEL_PRIZES[1]!, wageringMultiple: 0 }, nothing] });
    await refuse({ prizes: [{ ...WHEEL_PRIZES[0]!, amount: 10.005 }, nothing] });
    await refuse({ prizes: [{ ...WHEEL_PRIZES[2]!, amount: 2.5 }, nothing] });
    await refuse({ prizes: [{ ...WHEEL_PRIZES[0]!, label: {} }, nothing] });
    await refuse({ rules: [{ source: 'VALID_BET', per: 0.001, tickets: 1, categories: null }] });
    await refuse({ endsAt: new Date(t.clock.now().getTime() - 120_000).toISOString() });
    await refuse({ prizes: [nothing] }, 'validation.failed');
    await refuse({ prizes: [{ ...nothing, weight: 0 }, nothing] }, 'validation.failed');
    await refuse({ rules: [{ source: 'DEPOSIT', minAmount: 100, tickets: 0 }] }, 'validation.failed');
    const before = (await t.call(listStaffRaffles, { token: admin })).body.value!.list.length;

    expectRefusal(
      await t.call(updateRaffle, { token: admin, params: { id: '999999999' }, body: input() }),
      'raffle.not.found',
      404,
    );
    const raffle = await liveRaffle(t);
    expectRefusal(
      await t.call(grantRaffleTickets, {
        token: admin,
        params: { id: raffle.id },
        body: { username: 'nobody-here', tickets: 1, reason: 'x' },
      }),
      'object.not.found',
      404,
    );
    expectRefusal(
      await t.call(grantRaffleTickets, {
        token: admin,
        params: { id: raffle.id },
        body: { username: 'demo01', tickets: 1_001, reason: 'x' },
      }),
      'validation.failed',
      400,
    );
    expect((await t.call(listStaffRaffles, { token: admin })).body.value!.list.length).toBe(before + 1);
  });

  it('lists the draws of a raffle and of a member, with what they paid', async () => {
    const raffle = await liveRaffle(t);
    const member = await newMember(t);
    await giveTickets(t, raffle.id, member.username, 2);
    for (let i = 0; i < 2; i++) {
      await t.call(claimRaffle, {
        token: member.token,
        body: { raffleId: raffle.id, requestId: randomUUID() },
      });
    }
    const page = (
      await t.call(listRaffleDraws, {
        token: await staffTokenFor(t, 'support'),
        query: { raffleId: raffle.id, username: member.username.toUpperCase(), pageNo: 1, pageSize: 20 },
      })
    ).body.value!;
    expect(page.total).toBe(2);
    expect(page.list[0]).toMatchObject({ raffleId: raffle.id, username: member.username, revealed: false });
    const listed = (await t.call(listStaffRaffles, { token: admin })).body.value!.list.find(
      (r) => r.id === raffle.id,
    )!;
    const paid = page.list.filter((d) => d.prizeType === 'CASH' || d.prizeType === 'BONUS');
    expect(listed).toMatchObject({ draws: 2, ticketsHeld: 0, ticketsGiven: 2 });
    expect(listed.paidMoney).toBe(paid.reduce((sum, d) => sum + d.amount, 0));
  });
});
