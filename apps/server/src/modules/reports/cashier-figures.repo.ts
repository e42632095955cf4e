import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { day, inTeam, isTeamMember, type Period } from './play-figures.repo.js';

/** Per brand day: registrations (real members), first deposits, approved deposits, paid withdrawals. */
export async function cashierByDay(db: Db, p: Period) {
  const [registrations, firsts, deposits, withdrawals] = await Promise.all([
    sql<{ date: string; n: string }>`
      select ${day('created_at', p)} as date, count(*) as n from members
      where merchant_id = ${p.merchantId} and not is_trial and created_at >= ${p.from} and created_at < ${p.to}
        ${isTeamMember(p)}
      group by 1`.execute(db),
    sql<{ date: string; n: string }>`
      select ${day('first_at', p)} as date, count(*) as n from (
        select member_id, min(decided_at) as first_at from deposits
        where merchant_id = ${p.merchantId} and state = 'APPROVED' ${inTeam('member_id', p)} group by member_id
      ) f where first_at >= ${p.from} and first_at < ${p.to} group by 1`.execute(db),
    sql<{ date: string; n: string; amount: string }>`
      select ${day('decided_at', p)} as date, count(*) as n, sum(amount) as amount from deposits
      where merchant_id = ${p.merchantId} and state = 'APPROVED' and decided_at >= ${p.from} and decided_at < ${p.to}
        ${inTeam('member_id', p)}
      group by 1`.execute(db),
    sql<{ date: string; n: string; amount: string }>`
      select ${day('disbursed_at', p)} as date, count(*) as n, sum(amount) as amount from withdrawals
      where merchant_id = ${p.merchantId} and disbursed_at >= ${p.from} and disbursed_at < ${p.to}
        ${inTeam('member_id', p)}
      group by 1`.execute(db),
  ]);
  const counts = (rows: { date: string; n: string }[]) => new Map(rows.map((r) => [r.date, Number(r.n)]));
  const sums = (rows: { date: string; n: string; amount: string }[]) =>
    new Map(rows.map((r) => [r.date, { count: Number(r.n), amount: BigInt(r.amount) }]));
  return {
    registrations: counts(registrations.rows),
    firstDeposits: counts(firsts.rows),
    deposits: sums(deposits.rows),
    withdrawals: sums(withdrawals.rows),
  };
}

/** Approved deposits by channel and paid withdrawals, for the period. */
export async function cashierByChannel(db: Db, p: Period) {
  // Each deposit's fee as its channel charged it then (rounded to the minor unit).
  const { rows } = await sql<{ channel: string; name: string; n: string; amount: string; fees: string }>`
    select channel, min(channel_name) as name, count(*) as n, sum(amount) as amount,
      sum(round(amount * fee_bp / 10000.0)::bigint + fee_fixed) as fees from deposits
    where merchant_id = ${p.merchantId} and state = 'APPROVED' and decided_at >= ${p.from} and decided_at < ${p.to}
    group by channel order by sum(amount) desc`.execute(db);
  const paid = await sql<{ n: string; amount: string | null }>`
    select count(*) as n, sum(amount) as amount from withdrawals
    where merchant_id = ${p.merchantId} and disbursed_at >= ${p.from} and disbursed_at < ${p.to}`.execute(db);
  return {
    channels: rows.map((r) => ({
      channel: r.channel,
      name: r.name,
      count: Number(r.n),
      amount: BigInt(r.amount),
      fees: BigInt(r.fees),
    })),
    withdrawals: { count: Number(paid.rows[0]?.n ?? 0), amount: BigInt(paid.rows[0]?.amount ?? 0) },
  };
}

/** The queues staff work: how many wait now. */
export async function queueCounts(db: Db, merchantId: number) {
  const { rows } = await sql<{
    deposits: string;
    withdrawals: string;
    adjustments: string;
    results: string;
    feedback: string;
  }>`
    select
      (select count(*) from deposits where merchant_id = ${merchantId} and state = 'PENDING') as deposits,
      (select count(*) from withdrawals where merchant_id = ${merchantId} and state = 'PENDING_REVIEW') as withdrawals,
      (select count(*) from staff_adjustments where merchant_id = ${merchantId} and status = 'PENDING') as adjustments,
      (select count(*) from lottery_entries e join lottery_draws d on d.id = e.draw_id
        where d.merchant_id = ${merchantId} and e.status = 'PENDING') as results,
      (select count(*) from feedback where merchant_id = ${merchantId} and status = 'NEW') as feedback`.execute(
    db,
  );
  const row = rows[0]!;
  return {
    deposits: Number(row.deposits),
    withdrawals: Number(row.withdrawals),
    adjustments: Number(row.adjustments),
    lotteryResults: Number(row.results),
    feedback: Number(row.feedback),
  };
}
