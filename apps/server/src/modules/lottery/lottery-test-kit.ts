import { randomUUID } from 'node:crypto';
import { getOpenedNumero, placeLotteryBet } from '@tessera/contracts';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { memberWith } from '../fair-games/fair-test-kit.js';

/** Test helpers of the lottery (not a test file itself). */

/** A Saturday morning, UTC, on a whole minute: every fast game has a draw at 10:05. */
export const MORNING = new Date('2026-11-21T10:00:30.000Z');

/** A test app on a Saturday morning (MORNING) with its draws planned and moved. */
export async function lotteryApp(): Promise<TestApp> {
  const t = await createTestApp();
  t.clock.set(MORNING);
  await tick(t);
  return t;
}

/**
 * A Northern Vietnamese result of 27 numbers whose special prize (the first) ends in `special`:
 * 1st–3rd prizes of 5 digits, 4th–5th of 4, 6th of 3, 7th of 2.
 */
export const northResult = (special: string) => [
  `123${special}`,
  ...Array.from({ length: 9 }, (_, i) => String(23456 + i * 1111).slice(-5)),
  ...Array.from({ length: 10 }, (_, i) => String(1000 + i * 37).padStart(4, '0')),
  '123',
  '456',
  '789',
  '12',
  '34',
  '56',
  '78',
];

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
