import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { transferId } from '../../lib/transfer-ids.js';
import { memberBalance } from '../ledger/ledger.repo.js';
import type { Book } from '../ledger/ledger.service.js';
import { correctionLegId, LOTTERY_HOUSE } from './lottery-bets.repo.js';
import {
  lockWallets,
  postCredits,
  selectionTable,
  settleSelections,
  type Window,
} from './lottery-settle-steps.js';

type Tx = Transaction<DB>;

/** A bet whose payout a correction changed, by how much (positive: the member gains). */
interface Change {
  id: string;
  member_id: number;
  currency: string;
  delta: string;
}

/**
 * One window of a corrected draw (decision 0017), in the window's transaction: every WON or LOST
 * bet settled under an earlier result is settled again under the corrected numbers, and the
 * difference moves:
 *   - a bet that now pays more is credited the difference (one set-based statement, the leg id
 *     derived from the bet and the correction);
 *   - a member whose bets now pay less gives the difference back from the main wallet, as much as
 *     the wallet holds (never below zero); the rest is written down as a shortfall for staff
 *     (`lottery_clawbacks`).
 * Refunded and cancelled bets keep their state, and a chase that stopped after a win stays
 * stopped. `settled_under` marks a bet settled under this correction, so a crashed window is done
 * again whole and a finished one never twice. Answers how many bets were settled again.
 */
export async function resettle(
  book: Book,
  merchantId: number,
  window: Window,
  numbers: readonly string[],
  correction: number,
): Promise<number> {
  const { drawId, after, upto, now } = window;
  const which = sql<boolean>`status in ('WON', 'LOST') and settled_under < ${correction}`;
  const selections = await settleSelections(book.tx, window, numbers, which);
  const { rows } = await sql<Change & { settled: string }>`
    with g as (select * from ${selectionTable(selections)}), before as (
      select id, payout from lottery_bets
      where draw_id = ${drawId} and id > ${after} and id <= ${upto} and ${which}
      for update
    ), paid as (
      update lottery_bets b set
        payout = floor(b.units * b.unit_price * g.milli / 1000)::bigint,
        status = case when floor(b.units * b.unit_price * g.milli / 1000) > 0 then 'WON' else 'LOST' end,
        settled_at = ${now},
        settled_under = ${correction}
      from g, before
      where b.id = before.id and b.id = g.id
      returning b.id, b.member_id, b.currency, b.payout - before.payout as delta
    )
    select c.settled, p.* from (select count(*) as settled from paid) c
      left join paid p on p.delta <> 0`.execute(book.tx);
  const changes = rows.filter((row) => row.id !== null);
  await lockWallets(
    book.tx,
    merchantId,
    changes.map((change) => change.member_id),
  );
  const gains = await offsetShortfalls(
    book.tx,
    drawId,
    changes
      .filter((change) => BigInt(change.delta) > 0n)
      .map((change) => ({ ...change, id: BigInt(change.id), amount: BigInt(change.delta) })),
  );
  await postCredits(book, merchantId, gains, 'LOTTERY_CORRECTION', (betId) =>
    correctionLegId(betId, correction),
  );
  for (const [key, owed] of owedByMember(changes)) {
    const [member, currency] = [Number(key.split('|')[0]), key.split('|')[1]!];
    await takeBack(book, merchantId, { drawId, after, correction, member, currency, owed, now });
  }
  return rows.length > 0 ? Number(rows[0]!.settled) : 0;
}

interface Gain {
  id: bigint;
  member_id: number;
  currency: string;
  amount: bigint;
}

/**
 * A member whose wallet could not cover an earlier correction of this draw owes the shortfall;
 * a later correction that pays the member more first settles it (the shortfall's `collected`
 * rises) and credits only the rest. Answers the gains left to credit.
 */
async function offsetShortfalls(tx: Tx, drawId: bigint, gains: Gain[]): Promise<Gain[]> {
  if (gains.length === 0) return gains;
  const short = await tx
    .selectFrom('lottery_clawbacks')
    .select(['id', 'member_id', 'currency', 'owed', 'collected'])
    .where('draw_id', '=', drawId)
    .where('member_id', 'in', [...new Set(gains.map((gain) => gain.member_id))])
    .where(sql<boolean>`collected < owed`)
    .orderBy('id')
    .forUpdate()
    .execute();
  if (short.length === 0) return gains;
  const left: Gain[] = [];
  for (const gain of gains) {
    let amount = gain.amount;
    for (const row of short) {
      if (amount === 0n || row.member_id !== gain.member_id || row.currency !== gain.currency) continue;
      const open = BigInt(row.owed) - BigInt(row.collected);
      const taken = smaller(open, amount);
      if (taken === 0n) continue;
      row.collected = BigInt(row.collected) + taken;
      amount -= taken;
    }
    if (amount > 0n) left.push({ ...gain, amount });
  }
  for (const row of short) {
    await tx
      .updateTable('lottery_clawbacks')
      .set({ collected: row.collected })
      .where('id', '=', row.id)
      .execute();
  }
  return left;
}

/** What each member (and currency) gives back in this window: the sum of the bets' decreases. */
function owedByMember(changes: Change[]): Map<string, bigint> {
  const owed = new Map<string, bigint>();
  for (const change of changes) {
    const delta = BigInt(change.delta);
    if (delta >= 0n) continue;
    const key = `${change.member_id}|${change.currency}`;
    owed.set(key, (owed.get(key) ?? 0n) - delta);
  }
  return owed;
}

/** Take `owed` back from the member's main wallet, as much as it holds; record both figures. */
async function takeBack(
  book: Book,
  merchantId: number,
  claim: {
    drawId: bigint;
    after: bigint;
    correction: number;
    member: number;
    currency: string;
    owed: bigint;
    now: Date;
  },
) {
  const held = await memberBalance(book.tx, merchantId, claim.currency, claim.member, 'MAIN');
  const collected = smaller(held, claim.owed);
  if (collected > 0n) {
    await book.post({
      merchantId,
      currency: claim.currency,
      legs: [
        {
          id: transferId(
            `lottery-draw:${claim.drawId}:${claim.correction}:${claim.member}:${claim.after}`,
            'lottery-clawback',
          ),
          debit: { member: claim.member, kind: 'MAIN' },
          credit: { house: LOTTERY_HOUSE },
          amount: collected,
          kind: 'LOTTERY_CORRECTION',
          refType: 'lottery_draw',
          refId: String(claim.drawId),
        },
      ],
    });
  }
  await book.tx
    .insertInto('lottery_clawbacks')
    .values({
      draw_id: claim.drawId,
      correction: claim.correction,
      member_id: claim.member,
      currency: claim.currency,
      owed: claim.owed,
      collected,
      created_at: claim.now,
    })
    .execute();
}

/** The smaller of two amounts (Math.min takes no bigint). */
function smaller(a: bigint, b: bigint): bigint {
  return a < b ? a : b;
}
