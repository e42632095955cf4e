import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { Breach } from '../modules/ledger/ledger-verify.js';

const LEDGER_TABLES = ['ledger_accounts', 'ledger_transfers', 'ledger_house_pending'] as const;

/** The ledger tables this database lacks (all of them before the ledger migration has run). */
export async function missingLedgerTables(db: Db): Promise<string[]> {
  const missing: string[] = [];
  for (const table of LEDGER_TABLES) {
    const { rows } = await sql<{ found: string | null }>`select to_regclass(${table})::text as found`.execute(
      db,
    );
    if (!rows[0]?.found) missing.push(table);
  }
  return missing;
}

export interface LedgerSummary {
  memberAccounts: number;
  houseAccounts: number;
  /** Distinct (brand, currency) books. */
  books: number;
  transfers: number;
  lastTransferAt: Date | null;
  /** House legs queued for the roll-up job (counted in the house balances by the verifier). */
  pendingHouseLegs: number;
}

/** What the verifier looked at, so "no breaches" can be told apart from "nothing there". */
export async function summariseLedger(db: Db): Promise<LedgerSummary> {
  const accounts = await sql<{ members: string; houses: string; books: string }>`
    select count(*) filter (where owner_type = 'member')::text as members,
           count(*) filter (where owner_type = 'house')::text as houses,
           count(distinct (merchant_id, currency))::text as books
    from ledger_accounts`.execute(db);
  const transfers = await sql<{ n: string; last: Date | string | null }>`
    select count(*)::text as n, max(created_at) as last from ledger_transfers`.execute(db);
  const pending = await sql<{ n: string }>`select count(*)::text as n from ledger_house_pending`.execute(db);
  const a = accounts.rows[0]!;
  const last = transfers.rows[0]?.last ?? null;
  return {
    memberAccounts: Number(a.members),
    houseAccounts: Number(a.houses),
    books: Number(a.books),
    transfers: Number(transfers.rows[0]?.n ?? 0),
    lastTransferAt: last === null ? null : new Date(last),
    pendingHouseLegs: Number(pending.rows[0]?.n ?? 0),
  };
}

/** Details printed per invariant; a tamper can break thousands of rows and the first ones say enough. */
const DETAILS_PER_INVARIANT = 50;

/** The report as lines: the summary, then each broken invariant with its breaches. */
export function formatReport(where: string, summary: LedgerSummary, breaches: Breach[]): string[] {
  const lines = [
    `Ledger verification on ${where}`,
    `  accounts            ${summary.memberAccounts + summary.houseAccounts} (${summary.memberAccounts} member, ${summary.houseAccounts} house) in ${summary.books} brand/currency book(s)`,
    `  transfers           ${summary.transfers}${summary.lastTransferAt ? ` (last at ${summary.lastTransferAt.toISOString()})` : ''}`,
    `  pending house legs  ${summary.pendingHouseLegs} (queued for the roll-up, counted in house balances)`,
  ];
  if (breaches.length === 0) {
    lines.push('OK: every invariant holds.');
    return lines;
  }
  const byInvariant = new Map<string, string[]>();
  for (const { invariant, detail } of breaches) {
    byInvariant.set(invariant, [...(byInvariant.get(invariant) ?? []), detail]);
  }
  lines.push(
    `FAILED: ${breaches.length} breach${breaches.length === 1 ? '' : 'es'} of ${byInvariant.size} invariant${byInvariant.size === 1 ? '' : 's'}`,
  );
  for (const [invariant, details] of byInvariant) {
    lines.push(`  ✗ ${invariant} (${details.length})`);
    for (const detail of details.slice(0, DETAILS_PER_INVARIANT)) lines.push(`      ${detail}`);
    if (details.length > DETAILS_PER_INVARIANT)
      lines.push(`      … and ${details.length - DETAILS_PER_INVARIANT} more`);
  }
  return lines;
}
