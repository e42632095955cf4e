import { createRaffle, grantRaffleTickets, type RaffleInput } from '@tessera/contracts';
import { staffToken } from '../../../test/helpers.js';
import type { TestApp } from '../../../test/test-app.js';

/** Test helpers of prize tickets (not a test file itself). */

/** A wheel of four rows: ৳10 cash (weight 1), a ৳20 bonus ×5 (1), 50 points (2), nothing (4). */
export const WHEEL_PRIZES: RaffleInput['prizes'] = [
  { label: { EN: '৳10', BN: '৳১০' }, weight: 1, type: 'CASH', amount: 10, wageringMultiple: 0 },
  { label: { EN: '৳20 bonus', BN: '৳২০ বোনাস' }, weight: 1, type: 'BONUS', amount: 20, wageringMultiple: 5 },
  { label: { EN: '50 points', BN: '৫০ পয়েন্ট' }, weight: 2, type: 'POINTS', amount: 50, wageringMultiple: 0 },
  { label: { EN: 'Try again', BN: 'আবার চেষ্টা' }, weight: 4, type: 'NOTHING', amount: 0, wageringMultiple: 0 },
];

/** A raffle made by staff through the API, on and open a minute ago unless `input` says otherwise. */
export async function liveRaffle(t: TestApp, input: Partial<RaffleInput> = {}) {
  const made = await t.call(createRaffle, {
    token: await staffToken(t),
    body: {
      kind: 'WHEEL',
      title: { EN: 'Lucky wheel', BN: 'লাকি হুইল' },
      prizes: WHEEL_PRIZES,
      enabled: true,
      startsAt: new Date(t.clock.now().getTime() - 60_000).toISOString(),
      ...input,
    },
  });
  if (!made.body.success) throw new Error(`raffle refused: ${JSON.stringify(made.body)}`);
  return made.body.value!;
}

/** Tickets given by staff; answers the member's tickets after. */
export async function giveTickets(t: TestApp, raffleId: string, username: string, tickets: number) {
  const given = await t.call(grantRaffleTickets, {
    token: await staffToken(t),
    params: { id: raffleId },
    body: { username, tickets, reason: 'test' },
  });
  if (!given.body.success) throw new Error(`grant refused: ${JSON.stringify(given.body)}`);
  return given.body.value!.tickets;
}
