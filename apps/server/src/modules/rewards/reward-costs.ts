import { toMajor } from '@tessera/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { addDays, startOfDay } from '../../lib/brand-days.js';
import type { Merchant } from '../site/merchant.js';

/** What rewards cost per brand day, read from the ledger's transfers of their kinds. */
export async function rewardCosts(db: Db, merchant: Merchant, from: string, to: string) {
  const since = startOfDay(from, merchant.timeZone);
  const until = startOfDay(addDays(to, 1), merchant.timeZone);
  const { rows } = await sql<{ date: string; kind: string; amount: string }>`
    select (created_at at time zone ${merchant.timeZone})::date::text as date, kind, sum(amount)::text as amount
    from ledger_transfers
    where merchant_id = ${merchant.id} and created_at >= ${since} and created_at < ${until}
      and kind in ('BONUS', 'BONUS_RELEASE', 'BONUS_EXPIRE', 'BONUS_FORFEIT', 'REBATE', 'CASHBACK', 'VIP_BONUS')
    group by 1, 2`.execute(db);
  const major = (minor: bigint) => toMajor(minor, merchant.currencyScale);
  const days = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const of = (kinds: string[]) =>
      rows
        .filter((r) => r.date === date && kinds.includes(r.kind))
        .reduce((sum, r) => sum + BigInt(r.amount), 0n);
    const issued = of(['BONUS']);
    const returned = of(['BONUS_EXPIRE', 'BONUS_FORFEIT']);
    const [rebates, cashback, upgrades] = [of(['REBATE']), of(['CASHBACK']), of(['VIP_BONUS'])];
    days.push({
      date,
      bonusesIssued: major(issued),
      bonusesConverted: major(of(['BONUS_RELEASE'])),
      bonusesReturned: major(returned),
      rebates: major(rebates),
      cashback: major(cashback),
      upgradeBonuses: major(upgrades),
      net: major(issued + rebates + cashback + upgrades - returned),
    });
  }
  return { days };
}
