import type { Executor } from './ledger.repo.js';
import { createAccount, createAccounts, findAccount, findAccounts } from './ledger.repo.js';

/**
 * Which ledger account a leg touches. Member accounts carry a lower bound (0) and a live balance;
 * house accounts have no bound and their balance is rolled up by a job (domain.md §2).
 */
export type AccountRef = { member: number; kind: MemberAccountKind } | { house: HouseAccountKind };

/**
 * `MAIN`, `BONUS` (locked bonus money), `WITHDRAW_HOLD`, and one `VENDOR:<code>` per game vendor;
 * in the points book (currency `PTS`, decision 0042), `POINTS` and `POINTS_HOLD` (held by a redeem
 * in process).
 */
export type MemberAccountKind =
  | 'MAIN'
  | 'BONUS'
  | 'WITHDRAW_HOLD'
  | `VENDOR:${string}`
  | 'POINTS'
  | 'POINTS_HOLD';

/**
 * House accounts per brand and currency: cash clearing per payment channel (`CASH:<channel>`), the
 * game house per vendor (`GAME:<vendor>`), promotions and commissions expense, staff adjustments,
 * the issuer of trial money, the progressive jackpot's pool (decision 0046); in the points book, the issuer of points (earned, converted back)
 * and the mall (points spent on items).
 */
export type HouseAccountKind =
  | `CASH:${string}`
  | `GAME:${string}`
  | 'PROMOTIONS'
  | 'COMMISSIONS'
  | 'ADJUSTMENTS'
  | 'TRIAL_ISSUER'
  | 'JACKPOT'
  | 'POINTS_ISSUER'
  | 'POINTS_MALL';

export const vendorWallet = (vendor: string): MemberAccountKind => `VENDOR:${vendor}`;

export interface ResolvedAccount {
  id: bigint;
  isHouse: boolean;
  ownerId: number;
}

/**
 * Account ids by (brand, owner, currency, kind). Accounts are created on first use, inside the
 * transaction that first needs them, and never deleted. Ids of committed accounts are kept for the
 * life of the process, so the hot path skips the lookup; an id created by a transaction is only
 * remembered once that transaction commits (`remember`), so a rollback cannot leave a stale id.
 */
export class LedgerAccounts {
  private readonly ids = new Map<string, bigint>();

  async resolve(
    executor: Executor,
    merchantId: number,
    currency: string,
    ref: AccountRef,
    created: Map<string, bigint>,
  ): Promise<ResolvedAccount> {
    const { isHouse, ownerId, kind } = parts(ref);
    const key = accountKey(merchantId, currency, ref);
    let id = this.ids.get(key) ?? created.get(key);
    if (id === undefined) {
      const found = await findAccount(executor, merchantId, isHouse, ownerId, currency, kind);
      if (found !== undefined) {
        id = found;
        this.ids.set(key, id);
      } else {
        id = await createAccount(executor, merchantId, isHouse, ownerId, currency, kind);
        created.set(key, id);
      }
    }
    return { id, isHouse, ownerId };
  }

  /**
   * The accounts of a posting of many legs (a salary run's bills) not known yet, found in one query
   * and the missing ones created in one more, so `resolve` then needs no round trip per account.
   */
  async prefetch(
    executor: Executor,
    merchantId: number,
    currency: string,
    refs: AccountRef[],
    created: Map<string, bigint>,
  ): Promise<void> {
    const wanted = new Map<string, ReturnType<typeof parts>>();
    for (const ref of refs) {
      const key = accountKey(merchantId, currency, ref);
      if (!this.ids.has(key) && !created.has(key)) wanted.set(key, parts(ref));
    }
    if (wanted.size < 2) return;
    for (const row of await findAccounts(executor, merchantId, currency, [...wanted.values()])) {
      const key = accountKey(merchantId, currency, refOf(row));
      this.ids.set(key, row.id);
      wanted.delete(key);
    }
    if (wanted.size === 0) return;
    // Created by this transaction: remembered once it commits. Any that a concurrent transaction
    // created first are left to `resolve`, one by one, as before.
    for (const row of await createAccounts(executor, merchantId, currency, [...wanted.values()])) {
      created.set(accountKey(merchantId, currency, refOf(row)), row.id);
    }
  }

  /** After a commit: the accounts that transaction created are now safe to remember. */
  remember(created: Map<string, bigint>): void {
    for (const [key, id] of created) this.ids.set(key, id);
  }
}

/** An account's owner and kind as stored. */
function parts(ref: AccountRef): { isHouse: boolean; ownerId: number; kind: string } {
  return 'house' in ref
    ? { isHouse: true, ownerId: 0, kind: ref.house }
    : { isHouse: false, ownerId: ref.member, kind: ref.kind };
}

function refOf(row: { isHouse: boolean; ownerId: number; kind: string }): AccountRef {
  return row.isHouse
    ? { house: row.kind as HouseAccountKind }
    : { member: row.ownerId, kind: row.kind as MemberAccountKind };
}

const accountKey = (merchantId: number, currency: string, ref: AccountRef) => {
  const { isHouse, ownerId, kind } = parts(ref);
  return `${merchantId}|${isHouse ? 'house' : 'member'}|${ownerId}|${currency}|${kind}`;
};
