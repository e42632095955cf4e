import { randomInt } from 'node:crypto';
import { transferId } from '../../lib/transfer-ids.js';
import type { Book, Posting } from '../ledger/ledger.service.js';
import type { DepositRow } from './deposits.repo.js';

/**
 * The one transfer an approved deposit makes: the channel's cash clearing account pays the
 * member's main wallet. Its id derives from the deposit id, so however many paths approve it
 * (staff twice, a notification and its duplicates), the ledger books it once.
 */
export function depositCredit(row: DepositRow): Posting {
  return {
    merchantId: row.merchant_id,
    currency: row.currency,
    legs: [
      {
        id: transferId(row.id, 'deposit-credit'),
        debit: { house: `CASH:${row.channel}` },
        credit: { member: row.member_id, kind: 'MAIN' },
        amount: row.amount,
        kind: 'DEPOSIT',
        refType: 'deposit',
        refId: row.id,
      },
    ],
  };
}

/** What follows an approved deposit in its own transaction (the reward engine's deposit promotions). */
export interface DepositListener {
  approved(book: Book, deposit: DepositRow): Promise<void>;
}

/**
 * Credits an approved deposit and, the first time, runs its listener in the same transaction: a
 * deposit and what it earns commit together, once.
 */
export async function creditApproved(
  book: Book,
  row: DepositRow,
  listener: DepositListener | null,
): Promise<void> {
  const result = await book.post(depositCredit(row));
  if (!result.replayed && listener) await listener.approved(book, row);
}

/** No 0/O, 1/I/L: a code read aloud or copied by hand survives. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A reference the member writes on a bank transfer: `7KQM-X2PA` (31^8 ≈ 8.5e11 codes per brand). */
export function newReference(): string {
  let code = '';
  for (let index = 0; index < 8; index += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}
