import type { Executor } from './ledger.repo.js';
import { createAccount, findAccount } from './ledger.repo.js';

/**
 * Which ledger account a leg touches. Member accounts carry a lower bound (0) and a live balance;
 * house accounts have no bound and their balance is rolled up by a job (domain.md §2).
 */
export type AccountRef = { member: number; kind: MemberAccountKind } | { house: HouseAccountKind };

/** `MAIN`, `BONUS` (locked bonus money), `WITHDRAW_HOLD`, and one `VENDOR:<code>` per game vendor. */
export type MemberAccountKind = 'MAIN' | 'BONUS' | 'WITHDRAW_HOLD' | `VENDOR:${string}`;

/**
 * House accounts per brand and currency: cash clearing per payment channel (`CASH:<channel>`), the
 * game house per vendor (`GAME:<vendor>`), promotions and commissions expense, staff adjustments,
 * and the issuer of trial money.
 */
export type HouseAccountKind =
  | `CASH:${string}`
  | `GAME:${string}`
  | 'PROMOTIONS'
  | 'COMMISSIONS'
  | 'ADJUSTMENTS'
  | 'TRIAL_ISSUER';

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
    const isHouse = 'house' in ref;
    const ownerId = isHouse ? 0 : ref.member;
    const kind = isHouse ? ref.house : ref.kind;
    const key = `${merchantId}|${isHouse ? 'house' : 'member'}|${ownerId}|${currency}|${kind}`;
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

  /** After a commit: the accounts that transaction created are now safe to remember. */
  remember(created: Map<string, bigint>): void {
    for (const [key, id] of created) this.ids.set(key, id);
  }
}
