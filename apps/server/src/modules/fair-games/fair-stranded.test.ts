import { randomUUID } from 'node:crypto';
import { getActiveFairRound, getFairRounds } from '@tessera/contracts';
import { minesMultiplier, payoutOf } from '@tessera/fair';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { balanceOf } from '../provider/provider-test-kit.js';
import { IN_HOUSE_VENDOR } from '../provider/wallet-for.js';
import { insertRound } from './fair-games.repo.js';
import { STRANDED_AFTER_MS } from './fair-games.service.js';
import { moneyIds } from './fair-money.js';
import { type Member, memberWith, minePositions, play, succeeded } from './fair-test-kit.js';

/** Plays whose process stopped between two steps, finished by the sweep or by the member's retry. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const later = () => new Date(t.clock.now().getTime() + STRANDED_AFTER_MS + 1_000);
const roundsOf = (memberId: number) =>
  t.db.selectFrom('fair_rounds').selectAll().where('member_id', '=', memberId).execute();

/** What a play that stopped right after its reservation (step 1) left behind. */
async function reserved(who: Member, stake: bigint) {
  const merchant = await t.db.selectFrom('merchants').select('id').executeTakeFirstOrThrow();
  return insertRound(t.db, {
    merchant_id: merchant.id,
    member_id: who.id,
    game: 'slot',
    params: JSON.stringify({ game: 'slot' }),
    currency: 'BDT',
    stake,
    request_id: randomUUID(),
    created_at: t.clock.now(),
  });
}

/** Step 2 of that play, as its own code would have called it: the stake as a provider bet. */
async function takeStake(who: Member, round: Awaited<ReturnType<typeof reserved>>) {
  const ids = moneyIds(who.id, round.request_id);
  const answer = await t.services.provider.wallet.bet(
    { code: IN_HOUSE_VENDOR, walletTypeId: 100 },
    {
      user: who.id,
      transactionId: ids.bet,
      roundId: ids.round,
      gameCode: 'SLOT5',
      amount: round.stake,
      currency: 'BDT',
    },
    'SITE',
  );
  expect(answer.status).toBe('OK');
}

describe('stranded plays', () => {
  it('draws and pays a round whose stake was taken, and removes one whose stake was not', async () => {
    const who = await memberWith(t, 10_000n);
    const staked = await reserved(who, 250n);
    await takeStake(who, staked);
    const unstaked = await reserved(who, 400n);
    expect(await balanceOf(t, who.id)).toBe(9_750n);

    // Not yet: a play in flight is left alone.
    await t.services.fairGames.settleStranded(t.clock.now());
    expect((await roundsOf(who.id)).map((row) => row.nonce)).toEqual([null, null]);

    await t.services.fairGames.settleStranded(later());
    const rows = await roundsOf(who.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: staked.id, nonce: 0, status: 'SETTLED' });
    expect(await balanceOf(t, who.id)).toBe(9_750n + rows[0]!.payout);
    const listed = succeeded(await t.call(getFairRounds, { token: who.token, query: {} }));
    expect(listed.list.map((round) => round.id)).toEqual([String(staked.id)]);
    // The member's retry of either play now answers without moving money again.
    const retry = succeeded(await play(t, who, { game: 'slot' }, 2.5, staked.request_id));
    expect(retry.round.id).toBe(String(staked.id));
    const fresh = succeeded(await play(t, who, { game: 'slot' }, 4, unstaked.request_id));
    expect(fresh.round.nonce).toBe(1);
    expect(await balanceOf(t, who.id)).toBe(
      9_350n + rows[0]!.payout + BigInt(Math.round(fresh.round.payout * 100)),
    );
    await t.verifyLedger();
  });

  it('pays a Mines cash-out whose payout was not booked, on resume or by the sweep', async () => {
    for (const finish of ['resume', 'sweep'] as const) {
      const who = await memberWith(t, 10_000n);
      const { round } = succeeded(await play(t, who, { game: 'mines', mines: 4 }, 10));
      const positions = await minePositions(t, round.id);
      const safe = [...Array(25).keys()].find((tile) => !positions.includes(tile))!;
      // What the cash-out's transaction committed before its process stopped.
      const cashed = {
        game: 'mines',
        mines: 4,
        minePositions: positions,
        revealed: [safe],
        status: 'cashed',
        hitTile: null,
      };
      await t.db
        .updateTable('fair_rounds')
        .set({ state: JSON.stringify(cashed) })
        .where('id', '=', BigInt(round.id))
        .execute();
      if (finish === 'resume') {
        expect(succeeded(await t.call(getActiveFairRound, { token: who.token })).round).toBeNull();
      } else {
        await t.services.fairGames.settleStranded(later());
      }
      const payout = payoutOf(1_000n, minesMultiplier(4, 1));
      const [row] = await roundsOf(who.id);
      expect(row).toMatchObject({ status: 'SETTLED', payout });
      expect(await balanceOf(t, who.id)).toBe(9_000n + payout);
    }
    await t.verifyLedger();
  });
});
