import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Executor } from './ledger.repo.js';

/** One broken invariant, in words a person can act on. */
export interface Breach {
  invariant: string;
  detail: string;
}

interface Check {
  invariant: string;
  query(executor: Executor): Promise<string[]>;
}

const str = (value: unknown) => String(value);

/**
 * The invariants of domain.md §2. Each query returns the rows that break it (none when the ledger
 * is sound). House balances are what the roll-up has folded in plus the legs still queued.
 */
const CHECKS: Check[] = [
  {
    invariant: 'per currency, member and house balances sum to zero',
    async query(executor) {
      const { rows } = await sql<{ merchant_id: number; currency: string; total: string }>`
        select a.merchant_id, a.currency, (sum(a.balance) + coalesce(sum(p.pending), 0))::text as total
        from ledger_accounts a
        left join (select account_id, sum(delta) as pending from ledger_house_pending group by account_id) p
          on p.account_id = a.id
        group by a.merchant_id, a.currency
        having sum(a.balance) + coalesce(sum(p.pending), 0) <> 0`.execute(executor);
      return rows.map((r) => `merchant ${r.merchant_id} ${r.currency}: balances sum to ${r.total}`);
    },
  },
  {
    invariant: "each account's balance equals its credits minus its debits",
    async query(executor) {
      const { rows } = await sql<{ id: string; owner_type: string; balance: string; net: string }>`
        with flows as (
          select credit_account_id as account_id, amount as delta from ledger_transfers
          union all
          select debit_account_id, -amount from ledger_transfers
        ), nets as (select account_id, sum(delta) as net from flows group by account_id),
        pending as (select account_id, sum(delta) as pending from ledger_house_pending group by account_id)
        select a.id::text, a.owner_type, (a.balance + coalesce(p.pending, 0))::text as balance,
               coalesce(n.net, 0)::text as net
        from ledger_accounts a
        left join nets n on n.account_id = a.id
        left join pending p on p.account_id = a.id
        where a.balance + coalesce(p.pending, 0) <> coalesce(n.net, 0)`.execute(executor);
      return rows.map((r) => `${r.owner_type} account ${r.id}: balance ${r.balance}, transfers say ${r.net}`);
    },
  },
  {
    invariant: 'no member account is below its lower bound',
    async query(executor) {
      const rows = await executor
        .selectFrom('ledger_accounts')
        .select(['id', 'balance', 'lower_bound'])
        .where('owner_type', '=', 'member')
        .where(sql<boolean>`balance < lower_bound`)
        .execute();
      return rows.map((r) => `account ${str(r.id)}: balance ${str(r.balance)} < ${str(r.lower_bound)}`);
    },
  },
  {
    invariant: 'every transfer stays in one brand and one currency',
    async query(executor) {
      const { rows } = await sql<{ id: string }>`
        select t.id::text from ledger_transfers t
        join ledger_accounts d on d.id = t.debit_account_id
        join ledger_accounts c on c.id = t.credit_account_id
        where d.currency <> t.currency or c.currency <> t.currency
           or d.merchant_id <> t.merchant_id or c.merchant_id <> t.merchant_id`.execute(executor);
      return rows.map((r) => `transfer ${r.id} crosses brands or currencies`);
    },
  },
  {
    invariant: "a member account's last statement line shows its balance",
    async query(executor) {
      const { rows } = await sql<{ id: string; balance: string; after: string }>`
        with lines as (
          select debit_account_id as account_id, seq, debit_balance_after as after from ledger_transfers
          union all
          select credit_account_id, seq, credit_balance_after from ledger_transfers
        ), last as (
          select distinct on (account_id) account_id, after from lines order by account_id, seq desc
        )
        select a.id::text, a.balance::text, coalesce(l.after::text, 'null') as after
        from ledger_accounts a join last l on l.account_id = a.id
        where a.owner_type = 'member' and (l.after is null or l.after <> a.balance)`.execute(executor);
      return rows.map((r) => `account ${r.id}: balance ${r.balance}, last line says ${r.after}`);
    },
  },
  {
    invariant: 'each statement line follows from the one before it',
    async query(executor) {
      const { rows } = await sql<{ account_id: string; seq: string }>`
        with lines as (
          select debit_account_id as account_id, seq, -amount as delta, debit_balance_after as after
          from ledger_transfers where debit_balance_after is not null
          union all
          select credit_account_id, seq, amount, credit_balance_after
          from ledger_transfers where credit_balance_after is not null
        ), chained as (
          select account_id, seq, delta, after,
                 lag(after, 1, 0::bigint) over (partition by account_id order by seq) as before
          from lines
        )
        select account_id::text, seq::text from chained where before + delta <> after
        order by account_id, seq limit 100`.execute(executor);
      return rows.map((r) => `account ${r.account_id}: line ${r.seq} does not follow from the previous one`);
    },
  },
];

/** Extra invariants other modules register (the game rounds' money, for one). */
const extraChecks: Check[] = [];
export function registerLedgerCheck(check: Check): void {
  extraChecks.push(check);
}

/** Every invariant on one consistent snapshot of the database; an empty list means all hold. */
export async function verifyLedger(db: Db): Promise<Breach[]> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (tx) => {
      const breaches: Breach[] = [];
      for (const check of [...CHECKS, ...extraChecks]) {
        for (const detail of await check.query(tx)) breaches.push({ invariant: check.invariant, detail });
      }
      return breaches;
    });
}
