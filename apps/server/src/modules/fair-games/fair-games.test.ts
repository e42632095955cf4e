import { randomUUID } from 'node:crypto';
import {
  type FairParams,
  type FairRound,
  getFairRound,
  getFairRounds,
  loginFreePlay,
  toMinor,
} from '@tessera/contracts';
import { payoutOf, ratioToNumber, verifyCommitment } from '@tessera/fair';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectRefusal, type TestApp } from '../../../test/test-app.js';
import { balanceOf } from '../provider/provider-test-kit.js';
import {
  type Member,
  memberWith,
  moneyTrail,
  play,
  rotate,
  seeds,
  succeeded,
  verifyRound,
} from './fair-test-kit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const GAMES: FairParams[] = [
  { game: 'dice', target: 4950, direction: 'over' },
  { game: 'dice', target: 1000, direction: 'under' },
  { game: 'plinko', rows: 16, risk: 'high' },
  { game: 'plinko', rows: 8, risk: 'low' },
  { game: 'keno', picks: [3, 7, 11, 19, 23, 31, 40] },
  { game: 'slot' },
];

/** Major units to minor (BDT, scale 2); `toMinor` takes only positive amounts. */
const minor = (major: number) => (major === 0 ? 0n : toMinor(major, 2)!);

describe('playing the in-house games', () => {
  it('plays every game, pays exactly payoutOf, and every round verifies after rotation', async () => {
    const who = await memberWith(t, 1_000_000n);
    const stake = 2.37;
    let expected = 1_000_000n;
    const rounds: FairRound[] = [];
    for (let i = 0; i < 4; i++) {
      for (const params of GAMES) {
        const { round, balance } = succeeded(await play(t, who, params, stake));
        expect(round).toMatchObject({
          game: params.game,
          params,
          status: 'settled',
          stake,
          serverSeed: null,
        });
        expected += minor(round.payout) - minor(stake);
        // The answer's balance is MAIN's (the in-house games play from MAIN, decision 0014).
        expect(balance).toBe(Number(expected) / 100);
        rounds.push(round);
      }
    }
    expect(rounds.map((round) => round.nonce)).toEqual(rounds.map((_, i) => i));
    expect(await balanceOf(t, who.id)).toBe(expected);
    expect(await balanceOf(t, who.id, 'VENDOR:BGS')).toBe(0n);

    // Before the rotation the server seed is nowhere in what the member can read.
    const secret = (
      await t.db
        .selectFrom('fair_seed_pairs')
        .select('server_seed')
        .where('member_id', '=', who.id)
        .executeTakeFirstOrThrow()
    ).server_seed;
    const before = await seeds(t, who);
    expect(before).toMatchObject({ nextNonce: rounds.length, previous: null });
    const listed = succeeded(await t.call(getFairRounds, { token: who.token, query: { pageSize: '50' } }));
    expect(JSON.stringify([rounds, before, listed])).not.toContain(secret);

    const after = succeeded(await rotate(t, who));
    expect(after.previous).toEqual({
      serverSeed: secret,
      commitment: before.commitment,
      clientSeed: before.clientSeed,
      nonceCount: rounds.length,
    });
    expect(after).toMatchObject({ clientSeed: before.clientSeed, nextNonce: 0 });
    expect(after.commitment).not.toBe(before.commitment);
    expect(verifyCommitment(secret, before.commitment)).toBe(true);

    let paid = 0;
    for (const played of rounds) {
      const { round } = succeeded(
        await t.call(getFairRound, { token: who.token, params: { id: played.id } }),
      );
      expect(round).toEqual({ ...played, serverSeed: secret });
      const replayed = verifyRound(round, secret);
      expect(round.outcome).toEqual(replayed.outcome);
      expect(minor(round.payout)).toBe(payoutOf(minor(stake), replayed.multiplier));
      expect(round.multiplier).toBe(ratioToNumber(replayed.multiplier));
      if (round.payout > 0) paid++;
    }
    expect(paid).toBeGreaterThan(0);
    await t.verifyLedger();
  });

  it('answers a repeated requestId with the same round, never betting twice', async () => {
    const who = await memberWith(t, 10_000n);
    const requestId = randomUUID();
    const params: FairParams = { game: 'dice', target: 5000, direction: 'over' };
    const first = succeeded(await play(t, who, params, 5, requestId));
    const trail = await moneyTrail(t, who.id);
    const again = succeeded(await play(t, who, params, 5, requestId));
    expect(again.round).toEqual(first.round);
    expect(await moneyTrail(t, who.id)).toEqual(trail);
    expect(await balanceOf(t, who.id)).toBe(10_000n - 500n + minor(first.round.payout));
    // The same key order does not matter; another stake or other params are another request.
    const reordered = { direction: 'over', target: 5000, game: 'dice' } as FairParams;
    expect(succeeded(await play(t, who, reordered, 5, requestId)).round.id).toBe(first.round.id);
    expectRefusal(await play(t, who, params, 6, requestId), 'transfer.id.conflict', 409);
    expectRefusal(await play(t, who, { ...params, target: 5001 }, 5, requestId), 'transfer.id.conflict');
    expect(await moneyTrail(t, who.id)).toEqual(trail);
    expect((await seeds(t, who)).nextNonce).toBe(1);
    await t.verifyLedger();
  });

  it('refuses a stake above the balance without a round, a bet or a used nonce', async () => {
    const who = await memberWith(t, 150n);
    const refused = await play(t, who, { game: 'slot' }, 2);
    expectRefusal(refused, 'balance.insufficient');
    const rows = await t.db.selectFrom('fair_rounds').select('id').where('member_id', '=', who.id).execute();
    expect(rows).toEqual([]);
    expect(await moneyTrail(t, who.id)).toEqual({ calls: 0, legs: 1 });
    expect((await seeds(t, who)).nextNonce).toBe(0);
    // The next stake the balance covers plays nonce 0.
    expect(succeeded(await play(t, who, { game: 'slot' }, 1.5)).round.nonce).toBe(0);
    await t.verifyLedger();
  });

  it('lets a trial member play trial credits only', async () => {
    const trial = await t.call(loginFreePlay, {
      body: { os: 'Linux', platform: 'W', token: 'x', gatewayVersion: 3 },
    });
    const { member, token } = succeeded(trial);
    const who: Member = { id: member.id, token };
    const credit = await balanceOf(t, who.id, 'MAIN', 'TRIAL');
    expect(credit).toBeGreaterThan(0n);
    const { round, balance } = succeeded(
      await play(t, who, { game: 'plinko', rows: 12, risk: 'medium' }, 10),
    );
    const after = credit - 1000n + minor(round.payout);
    expect(balance).toBe(Number(after) / 100);
    expect(await balanceOf(t, who.id, 'MAIN', 'TRIAL')).toBe(after);
    expect(await balanceOf(t, who.id, 'MAIN', 'BDT')).toBe(0n);
    const stored = await t.db
      .selectFrom('fair_rounds')
      .select('currency')
      .where('id', '=', BigInt(round.id))
      .executeTakeFirstOrThrow();
    expect(stored.currency).toBe('TRIAL');
    await t.verifyLedger();
  });

  it('refuses bad stakes and settings with the game’s own reason', async () => {
    const who = await memberWith(t, 100_000_000n);
    const dice = { game: 'dice', target: 5000, direction: 'over' } as const;
    expectRefusal(await play(t, who, dice, 1.005), 'amount.invalid');
    expect(expectRefusal(await play(t, who, dice, 0.09), 'amount.below.minimum').message).toContain('0.10');
    expect(expectRefusal(await play(t, who, dice, 100_000.01), 'amount.above.maximum').message).toContain(
      '100,000.00',
    );
    // A 0.5 % chance is outside dice's 1–98 %: the package says why.
    const chance = await play(t, who, { game: 'dice', target: 50, direction: 'under' }, 1);
    expect(expectRefusal(chance, 'fair.params.invalid').message).toContain(
      'target must be an integer from 100',
    );
    const keno = await play(t, who, { game: 'keno', picks: [4, 4] }, 1);
    expect(expectRefusal(keno, 'fair.params.invalid').message).toContain('different numbers');
    expectRefusal(await rotate(t, who, ' padded'), 'fair.seed.invalid');
    expectRefusal(await rotate(t, who, ''), 'fair.seed.invalid');
    expect(await moneyTrail(t, who.id)).toEqual({ calls: 0, legs: 1 });

    const { round } = succeeded(await play(t, who, dice, 100_000));
    const other = await memberWith(t, 0n);
    const unknown = (id: string, token = who.token) => t.call(getFairRound, { token, params: { id } });
    expectRefusal(await unknown(round.id, other.token), 'fair.round.not.found', 404);
    expectRefusal(await unknown('999999999'), 'fair.round.not.found', 404);
    await t.verifyLedger();
  });

  it('lists a member’s rounds newest first, by game, a page at a time', async () => {
    const who = await memberWith(t, 10_000n);
    const ids: string[] = [];
    for (const params of GAMES) ids.push(succeeded(await play(t, who, params, 1)).round.id);
    const page = (query: Record<string, string>) =>
      t.call(getFairRounds, { token: who.token, query }).then(succeeded);
    const first = await page({ pageNo: '1', pageSize: '4' });
    expect(first.total).toBe(GAMES.length);
    expect(first.list.map((round) => round.id)).toEqual(ids.slice(-4).reverse());
    const second = await page({ pageNo: '2', pageSize: '4' });
    expect(second.list.map((round) => round.id)).toEqual(ids.slice(0, 2).reverse());
    const dice = await page({ game: 'dice' });
    expect(dice).toMatchObject({ total: 2, pageNo: 1, pageSize: 20 });
    expect(dice.list.every((round) => round.game === 'dice')).toBe(true);
    const other = await memberWith(t, 0n);
    expect(succeeded(await t.call(getFairRounds, { token: other.token, query: {} })).total).toBe(0);
  });
});
