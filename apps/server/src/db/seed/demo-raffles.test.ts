import { randomUUID } from 'node:crypto';
import { claimRaffle, getRaffles, listStaffRaffles } from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffToken } from '../../../test/helpers.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { logIn } from '../../modules/records/records-test-kit.js';
import { DEMO_MEMBER } from './demo-brand.js';
import { seedDemoRaffles } from './demo-raffles.js';

describe('the demo raffles', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('are added once: a wheel of eight, a red envelope and an egg, with the demo member’s tickets', async () => {
    await seedDemoRaffles(t.db);
    await seedDemoRaffles(t.db);
    const token = await logIn(t, DEMO_MEMBER);
    const { list } = (await t.call(getRaffles, { token, headers: { language: 'BN' } })).body.value!;
    expect(list.map((r) => [r.kind, r.prizes.length, r.tickets])).toEqual([
      ['WHEEL', 8, 3],
      ['RED_ENVELOPE', 4, 2],
      ['EGG', 5, 1],
    ]);
    expect(list[0]!.title).toBe('লাকি হুইল');
    expect(list[0]!.rules).toEqual([
      { source: 'DEPOSIT', tickets: 1, amount: 500 },
      { source: 'VALID_BET', tickets: 1, amount: 1_000 },
    ]);
    const staff = (await t.call(listStaffRaffles, { token: await staffToken(t) })).body.value!.list;
    // A wheel spin is worth ৳6.25 in cash and bonus on average, and 27.5 points.
    expect(staff[0]!.expectedValue).toMatchObject({ money: 6.25, points: 27.5, nothingChance: 0.435 });
    // The red envelope always gives something.
    expect(staff[1]!.expectedValue.nothingChance).toBe(0);

    const spun = await t.call(claimRaffle, {
      token,
      body: { raffleId: list[0]!.id, requestId: randomUUID() },
    });
    expect(spun.body.value!.tickets).toBe(2);
  });
});
