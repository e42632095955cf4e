import { toMinor } from '@tessera/contracts';
import type { Db } from '../../apps/server/src/db/database.js';
import { transferId } from '../../apps/server/src/lib/transfer-ids.js';
import type { MoneyCall } from './money-load.js';

/** The ledger id a call's transfer gets: derived from its request id (apps/server/src/lib/transfer-ids.ts). */
export function expectedTransferId(call: MoneyCall): string {
  const purpose = call.kind === 'wallet' ? `wallet:${call.memberId}` : `adjust:${call.memberId}`;
  return transferId(call.requestId, purpose);
}

/**
 * Compare what clients were told with what the ledger holds: every acknowledged call (retried ones
 * included) has its transfer with the amount asked for; a refused call has none; and nothing is
 * there that no call asked for.
 */
export async function checkPostings(db: Db, calls: MoneyCall[]) {
  const merchant = await db
    .selectFrom('merchants')
    .select('currency_scale')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const rows = await db.selectFrom('ledger_transfers').select(['id', 'amount', 'kind']).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const asked = new Set<string>();
  const missing: string[] = [];
  const unexpected: string[] = [];
  for (const call of calls) {
    const id = expectedTransferId(call);
    asked.add(id);
    const row = byId.get(id);
    if (call.outcome === 'ack') {
      const amount = toMinor(Math.abs(Number(call.body.amount)), merchant.currency_scale);
      const kind = call.kind === 'wallet' ? 'WALLET_TRANSFER' : 'ADJUSTMENT';
      if (!row) missing.push(`${call.kind} ${call.requestId}: acknowledged, no transfer ${id}`);
      else if (row.amount !== amount || row.kind !== kind)
        missing.push(`${call.kind} ${call.requestId}: transfer ${id} is ${row.kind} ${row.amount}`);
    } else if (call.outcome === 'refused' && row) {
      unexpected.push(`${call.kind} ${call.requestId}: refused, yet transfer ${id} exists`);
    }
  }
  for (const row of rows) {
    if (!asked.has(row.id))
      unexpected.push(`transfer ${row.id} (${row.kind} ${row.amount}): no call asked for it`);
  }
  return { missing, unexpected };
}
