import { getActiveFairRound, getFairRound } from '@tessera/contracts';
import { minesMultiplier, payoutOf, ratioToNumber } from '@tessera/fair';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectRefusal, type TestApp } from '../../../test/test-app.js';
import { balanceOf } from '../provider/provider-test-kit.js';
import {
  cashOut,
  type Member,
  memberWith,
  minePositions,
  play,
  reveal,
  rotate,
  succeeded,
  verifyRound,
} from './fair-test-kit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const active = async (who: Member) => succeeded(await t.call(getActiveFairRound, { token: who.token })).round;

/** Start a Mines round; answers it with its secret mines and the safe tiles. */
async function start(who: Member, mines: number, stake: number) {
  const { round, balance } = succeeded(await play(t, who, { game: 'mines', mines }, stake));
  const positions = await minePositions(t, round.id);
  const safe = Array.from({ length: 25 }, (_, tile) => tile).filter((tile) => !positions.includes(tile));
  return { round, balance, positions, safe };
}

describe('Mines', () => {
  it('resumes an open round, reveals safe tiles and cashes out at the exact multiplier', async () => {
    const who = await memberWith(t, 100_000n);
    const { round, balance, positions, safe } = await start(who, 3, 10);
    expect(round).toMatchObject({ status: 'playing', payout: 0, multiplier: 0, serverSeed: null });
    expect(round.outcome).toEqual({
      game: 'mines',
      revealed: [],
      status: 'playing',
      hitTile: null,
      minePositions: null,
    });
    expect(balance).toBe(990);
    // Resuming answers the same round; the mines stay hidden in every answer while it plays.
    expect(await active(who)).toEqual(round);
    const detail = succeeded(await t.call(getFairRound, { token: who.token, params: { id: round.id } }));
    expect(detail.round).toEqual(round);

    expectRefusal(await cashOut(t, who, round.id), 'fair.round.nothing.to.cash');
    const first = succeeded(await reveal(t, who, round.id, safe[0]!));
    expect(first.round.outcome).toMatchObject({
      revealed: [safe[0]],
      status: 'playing',
      minePositions: null,
    });
    expect(first.round.multiplier).toBe(ratioToNumber(minesMultiplier(3, 1)));
    const twice = await reveal(t, who, round.id, safe[0]!);
    expect(expectRefusal(twice, 'fair.params.invalid').message).toContain('already revealed');
    succeeded(await reveal(t, who, round.id, safe[1]!));

    const cashed = succeeded(await cashOut(t, who, round.id));
    const payout = payoutOf(1000n, minesMultiplier(3, 2));
    expect(cashed.round).toMatchObject({ status: 'settled', payout: Number(payout) / 100, capped: false });
    expect(cashed.round.outcome).toEqual({
      game: 'mines',
      revealed: [safe[0], safe[1]],
      status: 'cashed',
      hitTile: null,
      minePositions: positions,
    });
    expect(cashed.balance).toBe(Number(99_000n + payout) / 100);
    expectRefusal(await cashOut(t, who, round.id), 'fair.round.over');
    expectRefusal(await reveal(t, who, round.id, safe[2]!), 'fair.round.over');
    expect(await active(who)).toBeNull();
    await t.verifyLedger();
  });

  it('ends on a mine with nothing paid and the mines shown', async () => {
    const who = await memberWith(t, 10_000n);
    const { round, positions, safe } = await start(who, 5, 20);
    succeeded(await reveal(t, who, round.id, safe[3]!));
    const bust = succeeded(await reveal(t, who, round.id, positions[2]!));
    expect(bust.round).toMatchObject({ status: 'settled', payout: 0, multiplier: 0 });
    expect(bust.round.outcome).toEqual({
      game: 'mines',
      revealed: [safe[3]],
      status: 'busted',
      hitTile: positions[2],
      minePositions: positions,
    });
    expect(bust.balance).toBe(80);
    expectRefusal(await reveal(t, who, round.id, safe[4]!), 'fair.round.over');
    expectRefusal(await cashOut(t, who, round.id), 'fair.round.over');
    // The provider round is closed with a zero win: the loss is settled, not left open.
    const provider = await t.db
      .selectFrom('game_rounds')
      .select(['status', 'stake', 'payout'])
      .where('member_id', '=', who.id)
      .executeTakeFirstOrThrow();
    expect(provider).toEqual({ status: 'CLOSED', stake: 2000n, payout: 0n });
    await t.verifyLedger();
  });

  it('keeps one round open at a time: another Mines start and a rotation wait for it', async () => {
    const who = await memberWith(t, 10_000n);
    const { round, safe } = await start(who, 2, 1);
    expectRefusal(await play(t, who, { game: 'mines', mines: 4 }, 1), 'fair.round.open', 409);
    expect(await balanceOf(t, who.id)).toBe(9_900n);
    const count = await t.db.selectFrom('fair_rounds').select('id').where('member_id', '=', who.id).execute();
    expect(count).toHaveLength(1);
    // Other games play meanwhile, on the next nonce.
    expect(succeeded(await play(t, who, { game: 'slot' }, 1)).round.nonce).toBe(1);
    expectRefusal(await rotate(t, who), 'fair.round.open', 409);

    succeeded(await reveal(t, who, round.id, safe[0]!));
    const cashed = succeeded(await cashOut(t, who, round.id)).round;
    const seeds = succeeded(await rotate(t, who, 'my own seed'));
    expect(seeds.clientSeed).toBe('my own seed');
    const revealed = seeds.previous!.serverSeed;
    const replayed = verifyRound(cashed, revealed);
    expect(replayed.outcome).toEqual(cashed.outcome);
    expect(BigInt(Math.round(cashed.payout * 100))).toBe(payoutOf(100n, replayed.multiplier));
    // The next round plays on the new pair from nonce 0.
    expect(succeeded(await play(t, who, { game: 'mines', mines: 1 }, 1)).round).toMatchObject({
      nonce: 0,
      clientSeed: 'my own seed',
      commitment: seeds.commitment,
    });
    await t.verifyLedger();
  });

  it('caps a payout at FAIR_MAX_WIN', async () => {
    const who = await memberWith(t, 1_000n);
    const { round, safe } = await start(who, 12, 1);
    let last = round;
    for (const tile of safe) last = succeeded(await reveal(t, who, round.id, tile)).round;
    // Clearing the board cashes out by itself: 0.99 × C(25, 12) = 5,148,297× the stake.
    expect(last).toMatchObject({ status: 'settled', capped: true, payout: 1_000_000, multiplier: 5_148_297 });
    expect(await balanceOf(t, who.id)).toBe(1_000n - 100n + 100_000_000n);
    await t.verifyLedger();
  });

  it('is not another member’s to play, and other games have nothing to reveal', async () => {
    const who = await memberWith(t, 1_000n);
    const other = await memberWith(t, 1_000n);
    const { round, safe } = await start(who, 3, 1);
    expectRefusal(await reveal(t, other, round.id, safe[0]!), 'fair.round.not.found', 404);
    expectRefusal(await cashOut(t, other, round.id), 'fair.round.not.found', 404);
    expect(await active(other)).toBeNull();
    const dice = succeeded(await play(t, who, { game: 'dice', target: 5000, direction: 'under' }, 1)).round;
    expectRefusal(await reveal(t, who, dice.id, 0), 'fair.round.over');
    expectRefusal(await reveal(t, who, '999999999', 0), 'fair.round.not.found');
    expect(await active(who)).toEqual(round);
  });
});
