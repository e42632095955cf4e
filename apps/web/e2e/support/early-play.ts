import { randomUUID } from 'node:crypto';
import { getMemberInfo, playFairGame } from '@tessera/contracts';
import type { TestApi } from './api';
import { DEMO_MEMBER } from './demo-accounts';

/**
 * demo01 (agent01's member) plays one dice round as the run starts. agent01 holds a real-time salary from the house,
 * settled per five-minute period once the period is over; the journeys that read that bill
 * (agent-bills.e2e.ts) run last (see the sequencer in vitest.config.ts), by when the period of this
 * round has long ended, so no journey sits out five minutes waiting for it.
 */
export async function playEarly(api: TestApi): Promise<void> {
  const token = await api.memberToken(DEMO_MEMBER.username, DEMO_MEMBER.password);
  const member = await api.call(getMemberInfo, { token });
  await api.adjustBalance(member.id, 10, 'journeys: a round for the real-time salary');
  await api.call(playFairGame, {
    token,
    body: { requestId: randomUUID(), stake: 5, params: { game: 'dice', target: 5000, direction: 'over' } },
  });
}
