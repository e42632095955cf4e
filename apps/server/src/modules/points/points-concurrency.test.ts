import { randomUUID } from 'node:crypto';
import { convertPoints, getPointRewards, redeemPointReward } from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { wallets } from '../rewards/reward-test-kit.js';
import { PAY_PW, type Person, person } from '../transfers/transfer-test-kit.js';
import { DELIVERY, givePoints, mallItem, pointsHeld } from './points-test-kit.js';

/** Races on points (issue 16): the last piece of an item, and one member's points spent twice at once. */
describe('points under concurrency', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('sells the last piece of an item once when 50 members redeem it at the same moment', async () => {
    const itemId = await mallItem(t, { points: 500, stock: 1 });
    const members: Person[] = [];
    for (let n = 0; n < 50; n += 1) {
      const member = await person(t);
      await givePoints(t, member.id, 500);
      members.push(member);
    }
    const answers = await Promise.all(
      members.map((member) =>
        t.call(redeemPointReward, {
          token: member.token,
          body: { itemId, quantity: 1, ...DELIVERY, paymentPassword: PAY_PW, requestId: randomUUID() },
        }),
      ),
    );
    const won = answers.filter((answer) => answer.body.success);
    expect(won).toHaveLength(1);
    expect(new Set(answers.filter((a) => !a.body.success).map((a) => a.body.errorCode))).toEqual(
      new Set(['points.out.of.stock']),
    );
    const items = (await t.call(getPointRewards, { token: members[0]!.token })).body.value!.list;
    expect(items.find((item) => item.id === itemId)?.stock).toBe(0);
    const held = await Promise.all(members.map((member) => pointsHeld(t, member.id)));
    expect(held.filter((h) => h.held === 500n && h.points === 0n)).toHaveLength(1);
    expect(held.filter((h) => h.held === 0n && h.points === 500n)).toHaveLength(49);
    await t.verifyLedger();
  });

  it('spends a member’s points once when a redeem and two conversions race for them', async () => {
    const member = await person(t);
    await givePoints(t, member.id, 1_000);
    const itemId = await mallItem(t, { points: 1_000, stock: null });
    const convert = () =>
      t.call(convertPoints, {
        token: member.token,
        body: { points: 1_000, paymentPassword: PAY_PW, requestId: randomUUID() },
      });
    const answers = await Promise.all([
      convert(),
      t.call(redeemPointReward, {
        token: member.token,
        body: { itemId, quantity: 1, ...DELIVERY, paymentPassword: PAY_PW, requestId: randomUUID() },
      }),
      convert(),
    ]);
    expect(answers.filter((answer) => answer.body.success)).toHaveLength(1);
    expect(answers.filter((a) => !a.body.success).map((a) => a.body.errorCode)).toEqual([
      'points.not.enough',
      'points.not.enough',
    ]);
    const { points, held } = await pointsHeld(t, member.id);
    const cash = (await wallets(t, member.id)).main;
    // Either the item holds the thousand points, or they became ৳10.00 (a paisa a point): never both.
    expect(points).toBe(0n);
    expect([held, cash]).toContainEqual(0n);
    expect(held + cash).toBe(1_000n);
    await t.verifyLedger();
  });
});
