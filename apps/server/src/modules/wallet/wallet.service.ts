import {
  BONUS_WALLET_ID,
  MAIN_WALLET_ID,
  toMajor,
  toMinor,
  type WalletBalance,
  type WalletLine,
} from '@tessera/contracts';
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { transferId } from '../../lib/transfer-ids.js';
import type { MemberAccountBalance } from '../ledger/ledger.repo.js';
import type { Ledger, Leg } from '../ledger/ledger.service.js';
import { type MemberAccountKind, vendorWallet } from '../ledger/ledger-accounts.js';
import { type Merchant, TRIAL_CURRENCY } from '../site/merchant.js';
import { findActiveVendors, findMemberAccounts } from './wallet.repo.js';

/** Who holds the wallets: a member of a brand, trial or not (trial money is its own currency). */
export interface Holder {
  merchant: Merchant;
  memberId: number;
  isTrial: boolean;
}

export interface WalletTransferInput {
  requestId?: string;
  from?: number;
  to?: number;
  amount?: number;
  allToMain?: boolean;
}

type Vendor = { code: string; name: string; wallet_type_id: number };

const VENDOR_CACHE_MS = 10_000;
const SWEEP_ATTEMPTS = 3;

/** Wallet balances and moves between a member's own wallets (domain.md §2 wallet modes). */
export class WalletService {
  private vendorCache: { at: number; vendors: Vendor[] } | null = null;

  constructor(
    private readonly db: Db,
    private readonly ledger: Ledger,
  ) {}

  currencyOf(holder: Holder): string {
    return holder.isTrial ? TRIAL_CURRENCY : holder.merchant.currency;
  }

  /** Main, bonus, and in transfer-wallet mode one line per active vendor; the hold apart. */
  async balance(holder: Holder): Promise<WalletBalance> {
    const { merchant } = holder;
    return this.balanceFrom(
      holder,
      await findMemberAccounts(this.db, merchant.id, holder.memberId, this.currencyOf(holder)),
    );
  }

  private async balanceFrom(holder: Holder, accounts: MemberAccountBalance[]): Promise<WalletBalance> {
    const { merchant } = holder;
    const scale = merchant.currencyScale;
    const balanceOf = (kind: string) => accounts.find((account) => account.kind === kind)?.balance ?? 0n;
    const line = (accountTypeId: number, code: string, name: string, minor: bigint): WalletLine => ({
      accountTypeId,
      code,
      name,
      availBalance: toMajor(minor, scale),
    });
    const main = balanceOf('MAIN');
    const lines = [line(MAIN_WALLET_ID, 'MAIN', 'Main wallet', main)];
    lines.push(line(BONUS_WALLET_ID, 'BONUS', 'Bonus', balanceOf('BONUS')));
    let vendorTotal = 0n;
    if (!merchant.wallet.isSingle) {
      for (const vendor of await this.vendors()) {
        const minor = balanceOf(vendorWallet(vendor.code));
        vendorTotal += minor;
        lines.push(line(vendor.wallet_type_id, vendor.code, vendor.name, minor));
      }
    }
    return {
      sumBalance: toMajor(main + vendorTotal, scale),
      currency: merchant.currency,
      currencySymbol: merchant.currencySymbol,
      scale,
      balance: lines,
      withdrawHold: toMajor(balanceOf('WITHDRAW_HOLD'), scale),
    };
  }

  /**
   * Main ↔ one vendor wallet, or every vendor wallet back to main in one linked posting. A retried
   * call with the same `requestId` is answered with the balances, never moved twice.
   */
  async transfer(holder: Holder, input: WalletTransferInput): Promise<WalletBalance> {
    const { merchant } = holder;
    if (holder.isTrial) throw new AppError('trial.not.allowed');
    if (merchant.wallet.isSingle) throw new AppError('wallet.single');
    if (!input.allToMain) return this.move(holder, await this.oneLeg(holder, input));
    // A sweep sizes its legs by the balances it reads; a move committed in between can leave one
    // short. It then reads again: nothing was written, and the next read sees that move.
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.move(holder, await this.sweepLegs(holder, input.requestId));
      } catch (error) {
        const short = error instanceof AppError && error.code === 'balance.insufficient';
        if (!short || attempt === SWEEP_ATTEMPTS) throw error;
      }
    }
  }

  /** Post the legs and answer the balances they leave, in one round trip. */
  private async move(holder: Holder, legs: Leg[]): Promise<WalletBalance> {
    if (legs.length === 0) return this.balance(holder);
    const { merchant } = holder;
    const posted = await this.ledger.postAndRead(
      { merchantId: merchant.id, currency: merchant.currency, legs },
      holder.memberId,
    );
    return this.balanceFrom(holder, posted.accounts);
  }

  private async oneLeg(holder: Holder, input: WalletTransferInput): Promise<Leg[]> {
    const { merchant, memberId } = holder;
    const amount = toMinor(input.amount ?? Number.NaN, merchant.currencyScale);
    if (amount === null) throw new AppError('amount.invalid', { scale: merchant.currencyScale });
    if (input.from === input.to) throw new AppError('wallet.same');
    const from = await this.walletKind(input.from!);
    const to = await this.walletKind(input.to!);
    if ((from === 'MAIN') === (to === 'MAIN')) throw new AppError('wallet.unknown');
    return [
      {
        id: transferId(input.requestId, `wallet:${memberId}`),
        debit: { member: memberId, kind: from },
        credit: { member: memberId, kind: to },
        amount,
        kind: 'WALLET_TRANSFER',
        refType: 'wallet-transfer',
        refId: input.requestId,
      },
    ];
  }

  private async sweepLegs(holder: Holder, requestId: string | undefined): Promise<Leg[]> {
    const { merchant, memberId } = holder;
    // A replayed sweep: the first one happened, and its legs were sized by the balances of then.
    const first = transferId(requestId, `sweep:${memberId}`, 0);
    if (requestId) {
      const done = await this.db
        .selectFrom('ledger_transfers')
        .select('id')
        .where('id', '=', first)
        .executeTakeFirst();
      if (done) return [];
    }
    const accounts = await findMemberAccounts(this.db, merchant.id, memberId, merchant.currency);
    const vendors = accounts.filter((account) => account.kind.startsWith('VENDOR:') && account.balance > 0n);
    return vendors.map((account, index) => ({
      id: transferId(requestId, `sweep:${memberId}`, index),
      debit: { member: memberId, kind: account.kind as MemberAccountKind },
      credit: { member: memberId, kind: 'MAIN' },
      amount: account.balance,
      kind: 'WALLET_TRANSFER',
      refType: 'wallet-sweep',
      refId: requestId,
    }));
  }

  /** MAIN for id 2, a vendor's wallet for its id; bonus money and unknown ids cannot move here. */
  private async walletKind(accountTypeId: number): Promise<MemberAccountKind> {
    if (accountTypeId === MAIN_WALLET_ID) return 'MAIN';
    const vendor = (await this.vendors()).find((v) => v.wallet_type_id === accountTypeId);
    if (!vendor) throw new AppError('wallet.unknown');
    return vendorWallet(vendor.code);
  }

  private async vendors(): Promise<Vendor[]> {
    const now = Date.now();
    if (!this.vendorCache || now - this.vendorCache.at > VENDOR_CACHE_MS) {
      this.vendorCache = { at: now, vendors: await findActiveVendors(this.db) };
    }
    return this.vendorCache.vendors;
  }
}
