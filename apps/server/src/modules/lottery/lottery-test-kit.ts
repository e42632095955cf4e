import { randomUUID } from 'node:crypto';
import { getOpenedNumero, placeLotteryBet } from '@tessera/contracts';
import type { TestApp } from '../../../test/test-app.js';
import { memberWith } from '../fair-games/fair-test-kit.js';

/** Test helpers of the lottery (not a test file itself). */

/** A Saturday morning, UTC, on a whole minute: every fast game has a draw at 10:05. */
export const MORNING = new Date('2026-11-21T10:00:30.000Z');

/** Plan and move draws at the test clock's time, as the job does every second. */
export async function tick(t: TestApp): Promise<void> {
  await t.services.lottery.draws.plan(t.clock.now());
  await t.services.lottery.draws.advance(t.clock.now());
}

/** Move the clock to `at`, then plan, move and settle as the jobs would. */
export async function runUntil(t: TestApp, at: Date): Promise<void> {
  t.clock.set(at);
  await tick(t);
  await t.services.lottery.settlement.run(at);
}

/** A registered member with `minor` units in MAIN (1,000.00 unless said), and their token. */
export const bettor = (t: TestApp, minor = 100_000n) => memberWith(t, minor);

export async function openDraw(t: TestApp, token: string, gameCode: string) {
  const answer = await t.call(getOpenedNumero, { token, query: { gameCode } });
  const draw = answer.body.value?.draw;
  if (!draw) throw new Error(`no open draw of ${gameCode}: ${JSON.stringify(answer.body)}`);
  return draw;
}

export function slip(
  gameCode: string,
  numero: string,
  lines: { betType: string; picks: string[][]; units?: number }[],
  extra: Record<string, unknown> = {},
) {
  return {
    requestId: randomUUID(),
    gameCode,
    numero,
    prizeMode: 'ELOTT',
    lines: lines.map((line) => ({ units: 1, ...line })),
    ...extra,
  };
}

export function place(t: TestApp, token: string, body: ReturnType<typeof slip>) {
  return t.call(placeLotteryBet, { token, body: body as never });
}
