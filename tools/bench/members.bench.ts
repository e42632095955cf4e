import { randomUUID } from 'node:crypto';
import { getMemberLedgerStaff, listMembersStaff, staffLogin } from '@tessera/contracts';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { rollUpHouseBalances } from '../../apps/server/src/modules/ledger/house-roll-up.js';
import { verifyLedger } from '../../apps/server/src/modules/ledger/ledger-verify.js';
import { BENCH_ADMIN_PASSWORD, type BenchApp } from './bench-app.js';
import { interleavedCalls, percentile, round } from './load.js';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 1_000_000);
const TRANSFERS = Number(process.env.BENCH_STATEMENT_TRANSFERS ?? 100_000);
const SAMPLES = 1_000;
const HEADERS = { merchant: 'TESSERA', language: 'EN', 'content-type': 'application/json' };

/**
 * Issue 13: the back office's member search on a million members (by username prefix and by
 * mobile) and the ledger statement of a member with 100,000 transfers, each over HTTP against a
 * bare Fastify route running the bare indexed SELECT on the same table; p99 of sequential calls, the two taken in turn.
 */
export async function benchMembers(target: BenchApp): Promise<string[]> {
  const merchant = await target.db
    .selectFrom('merchants')
    .select(['id', 'currency'])
    .executeTakeFirstOrThrow();
  const started = performance.now();
  await seedMillion(target, merchant.id);
  const statementMember = await seedStatement(target, merchant);
  const seeded = (performance.now() - started) / 1000;

  const login = await fetch(`${target.baseUrl}${staffLogin.path}`, {
    method: 'POST',
    headers: HEADERS,
    body: JSON.stringify({ username: 'admin', password: BENCH_ADMIN_PASSWORD }),
  }).then((r) => r.json() as Promise<{ value: { token: string } }>);
  const auth = { ...HEADERS, authorization: login.value.token };

  const bare = Fastify({ logger: false });
  bare.get<{ Querystring: { kind: string; v: string } }>('/bare', async (request) => {
    const { kind, v } = request.query;
    const db = target.db;
    if (kind === 'ledger') {
      const rows = await sql`select seq::text, amount::text, credit_balance_after::text from ledger_transfers
        where credit_account_id = ${v} order by seq desc limit 51`.execute(db);
      return { rows: rows.rows };
    }
    const where = kind === 'prefix' ? sql`username_lower like ${`${v}%`}` : sql`mobile_num = ${v}`;
    const rows = await sql`select id, username, status from members
      where merchant_id = ${merchant.id} and ${where} order by id desc limit 21`.execute(db);
    return { rows: rows.rows };
  });
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}/bare`;

  const account = await target.db
    .selectFrom('ledger_accounts')
    .select('id')
    .where('owner_type', '=', 'member')
    .where('owner_id', '=', statementMember)
    .where('kind', '=', 'MAIN')
    .executeTakeFirstOrThrow();
  const pick = (i: number) => String((i * 7919) % MEMBERS).padStart(7, '0');
  const cases = [
    {
      label: 'search by username prefix',
      ours: (i: number) => `${listMembersStaff.path}?q=bm${pick(i).slice(0, 5)}`,
      bare: (i: number) => `${bareUrl}?kind=prefix&v=bm${pick(i).slice(0, 5)}`,
    },
    {
      label: 'search by mobile',
      ours: (i: number) => `${listMembersStaff.path}?q=17${pick(i)}1`,
      bare: (i: number) => `${bareUrl}?kind=mobile&v=17${pick(i)}1`,
    },
    {
      label: `statement of a member with ${TRANSFERS} transfers`,
      ours: () => `${getMemberLedgerStaff.path.replace(':memberId', String(statementMember))}?pageSize=50`,
      bare: () => `${bareUrl}?kind=ledger&v=${account.id}`,
    },
  ];
  const lines = [
    `members (issue 13): ${MEMBERS} members seeded in ${round(seeded, 1)} s; ${SAMPLES} sequential calls each, in turn with a bare route running the bare indexed SELECT, p99 against its p99`,
  ];
  for (const c of cases) {
    const [ours, base] = (await interleavedCalls('members bench', [
      (i) => fetch(`${target.baseUrl}${c.ours(i)}`, { headers: auth }),
      (i) => fetch(c.bare(i)),
    ])) as [number[], number[]];
    lines.push(
      `  ${c.label.padEnd(44)} p50 ${round(percentile(ours, 50))} ms  p99 ${round(percentile(ours, 99))} ms; bare p99 ${round(percentile(base, 99))} ms; ratio ${round(percentile(ours, 99) / percentile(base, 99))} (target <= 3, p99 <= 50 ms)`,
    );
  }
  await bare.close();
  await rollUpHouseBalances(target.db);
  const breaches = await verifyLedger(target.db);
  lines.push(
    `  ledger verified after the members bench: ${breaches.length === 0 ? 'every invariant holds' : `${breaches.length} BREACHES`}`,
  );
  return lines;
}

/** A million members in one statement (usernames bm0000000…, mobiles 17<7 digits>1, one hash). */
async function seedMillion(target: BenchApp, merchantId: number): Promise<void> {
  await sql`insert into members (merchant_id, username, username_lower, password_hash, language,
      mobile_num, country_dialing_code, created_at)
    select ${merchantId}, 'bm' || lpad(i::text, 7, '0'), 'bm' || lpad(i::text, 7, '0'), 'unused', 'EN',
      '17' || lpad(i::text, 7, '0') || '1', '880', now() - (i || ' seconds')::interval
    from generate_series(0, ${MEMBERS - 1}) as i`.execute(target.db);
  await sql`analyze members`.execute(target.db);
}

/** One member with TRANSFERS ledger transfers in: posted through the ledger, 1,000 legs at a time. */
async function seedStatement(target: BenchApp, merchant: { id: number; currency: string }): Promise<number> {
  const member = await target.db
    .selectFrom('members')
    .select('id')
    .where('username_lower', '=', 'bm0000001')
    .executeTakeFirstOrThrow();
  for (let done = 0; done < TRANSFERS; done += 1_000) {
    await target.services.ledger.post({
      merchantId: merchant.id,
      currency: merchant.currency,
      legs: Array.from({ length: Math.min(1_000, TRANSFERS - done) }, () => ({
        id: randomUUID(),
        debit: { house: 'ADJUSTMENTS' as const },
        credit: { member: member.id, kind: 'MAIN' as const },
        amount: 1n,
        kind: 'ADJUSTMENT',
        refType: 'bench',
      })),
    });
  }
  await sql`analyze ledger_transfers`.execute(target.db);
  return member.id;
}
