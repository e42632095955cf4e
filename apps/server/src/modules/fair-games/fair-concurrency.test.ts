import { randomUUID } from 'node:crypto';
import type { FairParams } from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { balanceOf } from '../provider/provider-test-kit.js';
import { memberWith, play, seeds, succeeded } from './fair-test-kit.js';

/**
 * Plays racing for one member. On PostgreSQL they really overlap (a pool of connections); on
 * PGlite they queue, and the answers must be the same.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MIXED: FairParams[] = [
  { game: 'dice', target: 5000, direction: 'over' },
  { game: 'plinko', rows: 8, risk: 'medium' },
  { game: 'keno', picks: [1, 2, 3] },
  { game: 'slot' },
];

const roundsOf = (memberId: number) =>
  t.db.selectFrom('fair_rounds').selectAll().where('member_id', '=', memberId).orderBy('nonce').execute();

describe('concurrent plays of one member', () => {
  it('give 20 plays 20 distinct nonces, each paid once', async () => {
    const who = await memberWith(t, 100_000n);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => play(t, who, MIXED[i % MIXED.length]!, 1)),
    );
    const rounds = answers.map((answer) => succeeded(answer).round);
    expect(rounds.map((round) => round.nonce).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i),
    );
    const paid = rounds.reduce((sum, round) => sum + BigInt(Math.round(round.payout * 100)), 0n);
    expect(await balanceOf(t, who.id)).toBe(100_000n - 2_000n + paid);
    expect((await seeds(t, who)).nextNonce).toBe(20);
    const bets = await t.db
      .selectFrom('provider_transactions')
      .select(['action'])
      .where('member_id', '=', who.id)
      .execute();
    expect(bets.filter((row) => row.action === 'bet')).toHaveLength(20);
    expect(bets.filter((row) => row.action === 'win')).toHaveLength(20);
    await t.verifyLedger();
  });

  it('answer copies of one request with one round and one bet', async () => {
    const who = await memberWith(t, 10_000n);
    const requestId = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => play(t, who, { game: 'slot' }, 3, requestId)),
    );
    const ids = new Set(answers.map((answer) => succeeded(answer).round.id));
    expect(ids.size).toBe(1);
    expect(await roundsOf(who.id)).toHaveLength(1);
    const [round] = answers.map((answer) => succeeded(answer).round);
    expect(await balanceOf(t, who.id)).toBe(10_000n - 300n + BigInt(Math.round(round!.payout * 100)));
    await t.verifyLedger();
  });

  it('open one Mines round out of five racing starts, taking one stake', async () => {
    const who = await memberWith(t, 10_000n);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => play(t, who, { game: 'mines', mines: 3 }, 2)),
    );
    expect(answers.filter((answer) => answer.body.success)).toHaveLength(1);
    expect(answers.filter((answer) => answer.body.errorCode === 'fair.round.open')).toHaveLength(4);
    expect(await balanceOf(t, who.id)).toBe(9_800n);
    expect(await roundsOf(who.id)).toHaveLength(1);
    await t.verifyLedger();
  });

  it('burn no nonce for stakes the balance refuses', async () => {
    const who = await memberWith(t, 300n);
    // Wins pay stakes back, so how many play is not fixed; at least the three the balance covers.
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        play(t, who, { game: 'keno', picks: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] }, 1),
      ),
    );
    const played = answers.filter((answer) => answer.body.success).length;
    const refused = answers.filter((answer) => answer.body.errorCode === 'balance.insufficient').length;
    expect(played).toBeGreaterThanOrEqual(3);
    expect(played + refused).toBe(12);
    const rounds = await roundsOf(who.id);
    // Every round was drawn, on nonces 0 .. played - 1: a refused stake left nothing behind.
    expect(rounds.map((round) => round.nonce)).toEqual(Array.from({ length: played }, (_, i) => i));
    expect((await seeds(t, who)).nextNonce).toBe(played);
    expect(await balanceOf(t, who.id)).toBeGreaterThanOrEqual(0n);
    await t.verifyLedger();
  });
});
