import { randomUUID } from 'node:crypto';
import {
  adjustMemberPoints,
  fillPath,
  getPointBalance,
  getPointSettings,
  listPointItems,
  type PointSettings,
  redeemPointReward,
  savePointSettings,
  setPaymentPassword,
  updatePointItem,
} from '@tessera/contracts';
import type { TestApi } from './api';

/** The payment password the points journeys' members set (a redeem asks for it). */
export const PAYMENT_PASSWORD = '135790';

/** The member sets a first payment password through their own call (the security centre's). */
export async function withPaymentPassword(api: TestApi, token: string): Promise<void> {
  await api.call(setPaymentPassword, {
    token,
    body: { newPassword: PAYMENT_PASSWORD, confirmPassword: PAYMENT_PASSWORD },
  });
}

/** Staff give a member points by hand (adjustMemberPoints, as goodwill); answers the new balance. */
export async function givePoints(api: TestApi, memberId: number, points: number): Promise<number> {
  const endpoint = { ...adjustMemberPoints, path: fillPath(adjustMemberPoints.path, { memberId }) };
  const answer = await api.call(endpoint, {
    token: await api.staffToken(),
    body: { points, reason: 'Journey: points to redeem' },
  });
  return answer.balance;
}

/** The member redeems a mall item through the site's sealed call, as the mall's form sends it. */
export async function redeem(api: TestApi, token: string, itemId: string, quantity: number) {
  return api.call(redeemPointReward, {
    token,
    body: {
      itemId,
      quantity,
      receiverName: 'Karim Ahmed',
      address: 'House 12, Road 5, Dhanmondi, Dhaka 1205',
      mobile: '+8801712345678',
      paymentPassword: PAYMENT_PASSWORD,
      requestId: randomUUID(),
    },
  });
}

export async function memberPoints(api: TestApi, token: string): Promise<number> {
  return (await api.call(getPointBalance, { token })).points;
}

/** The brand's points rules as they are now (to be put back after a journey changes them). */
export async function pointSettings(api: TestApi): Promise<PointSettings> {
  return api.call(getPointSettings, { token: await api.staffToken() });
}

export async function restorePointSettings(api: TestApi, settings: PointSettings): Promise<void> {
  await api.call(savePointSettings, { token: await api.staffToken(), body: settings });
}

/** Switches off mall items (a journey's own), so the journeys after it meet the demo's six items only. */
export async function switchOffItems(api: TestApi, ids: readonly string[]): Promise<void> {
  const token = await api.staffToken();
  const { list } = await api.call(listPointItems, { token });
  for (const item of list.filter((i) => i.enabled && ids.includes(i.id))) {
    const { id, redeemed: _redeemed, updatedAt: _updatedAt, ...input } = item;
    const endpoint = { ...updatePointItem, path: fillPath(updatePointItem.path, { id }) };
    await api.call(endpoint, { token, body: { ...input, enabled: false } });
  }
}
