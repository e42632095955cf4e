import { randomUUID } from 'node:crypto';
import { adjustMemberPoints, createPointItem, type PointItemInput } from '@tessera/contracts';
import { staffToken } from '../../../test/helpers.js';
import type { TestApp } from '../../../test/test-app.js';
import { balanceOf } from '../transfers/transfer-test-kit.js';

/** Test helpers of points and the mall (not a test file itself). */

/** Points given by staff through the API. */
export async function givePoints(t: TestApp, memberId: number, points: number): Promise<void> {
  const given = await t.call(adjustMemberPoints, {
    token: await staffToken(t),
    params: { memberId },
    body: { points, reason: 'test points', requestId: randomUUID() },
  });
  if (!given.body.success) throw new Error(`points refused: ${JSON.stringify(given.body)}`);
}

/** A mall item made by staff through the API; answers its id. */
export async function mallItem(t: TestApp, input: Partial<PointItemInput> = {}): Promise<string> {
  const made = await t.call(createPointItem, {
    token: await staffToken(t),
    body: { name: { EN: 'Test prize', BN: 'পরীক্ষার পুরস্কার' }, points: 1_000, stock: null, ...input },
  });
  if (!made.body.success) throw new Error(`item refused: ${JSON.stringify(made.body)}`);
  return made.body.value!.id;
}

/** A member's points and held points (whole points). */
export async function pointsHeld(t: TestApp, memberId: number) {
  return {
    points: await balanceOf(t, memberId, 'POINTS'),
    held: await balanceOf(t, memberId, 'POINTS_HOLD'),
  };
}

/** What a redeem asks for the delivery, with the test members' payment password. */
export const DELIVERY = {
  receiverName: 'Karim Hasan',
  address: 'House 5, Road 2, Dhanmondi, Dhaka',
  mobile: '+8801712345678',
};
