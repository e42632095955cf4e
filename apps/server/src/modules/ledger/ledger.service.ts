import type { Transaction } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import {
  creditMember,
  debitMember,
  findTransfers,
  insertTransfers,
  lockedBalance,
  memberBalance,
  queueHouseDeltas,
  type TransferRow,
} from './ledger.repo.js';
import {
  type AccountRef,
  LedgerAccounts,
  type MemberAccountKind,
  type ResolvedAccount,
} from './ledger-accounts.js';

/** One movement of money from one account to another. Its `id` (a uuid) is its idempotency key. */
export interface Leg {
  id: string;
  debit: AccountRef;
  credit: AccountRef;
  /** Minor units, > 0. */
  amount: bigint;
  kind: string;
  refType?: string;
  refId?: string;
}

/** One or more legs posted together, all or nothing (several legs are linked by the first id). */
export interface Posting {
  merchantId: number;
  currency: string;
  legs: Leg[];
}

export interface PostResult {
  transfers: TransferRow[];
  /** True when every leg already existed: this is the first outcome, returned again. */
  replayed: boolean;
}

/** Told after a commit which members' balances moved (the WebSocket pushes them). */
export type BalanceListener = (merchantId: number, memberIds: number[]) => void;

/**
 * The only way money moves (domain.md §2). `post` runs a posting in its own transaction and answers
 * replays with the first outcome; `transaction` lets a service post legs and change its own rows
 * (a deposit's state, a withdrawal's) in one transaction.
 */
export class Ledger {
  readonly accounts = new LedgerAccounts();
  private readonly listeners: BalanceListener[] = [];

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** Where a member account stands now (minor units; 0 before it exists). */
  balanceOf(merchantId: number, currency: string, memberId: number, kind: MemberAccountKind = 'MAIN') {
    return memberBalance(this.db, merchantId, currency, memberId, kind);
  }

  onBalanceChange(listener: BalanceListener): void {
    this.listeners.push(listener);
  }

  async post(posting: Posting): Promise<PostResult> {
    return this.transaction((book) => book.post(posting));
  }

  /**
   * Run `work` in one transaction; balance listeners hear of the members touched after it commits.
   * When it fails because a concurrent replay of one of its legs committed first (the id's insert
   * collided, or that replay took the money this one needed), `work` runs once more on a fresh
   * transaction, but only if one of its legs now exists: it then finds them posted and answers
   * with their first outcome. So `work` must do nothing outside the database.
   */
  async transaction<T>(work: (book: Book) => Promise<T>): Promise<T> {
    const attempted = new Set<string>();
    try {
      return await this.attempt(work, attempted);
    } catch (error) {
      if (!isUniqueViolation(error) && !isInsufficient(error)) throw error;
      // Only a leg that now exists makes this a lost race with a replay; anything else stands.
      const posted = await findTransfers(this.db, [...attempted]);
      if (posted.length === 0) throw error;
      return this.attempt(work, new Set());
    }
  }

  private async attempt<T>(work: (book: Book) => Promise<T>, attempted: Set<string>): Promise<T> {
    const created = new Map<string, bigint>();
    const touched = new Map<number, Set<number>>();
    const result = await this.db
      .transaction()
      .execute((tx) => work(new Book(tx, this, this.clock, created, touched, attempted)));
    this.accounts.remember(created);
    for (const [merchantId, members] of touched) {
      for (const listener of this.listeners) listener(merchantId, [...members]);
    }
    return result;
  }

  /** @internal used by Book */
  async resolveLegs(executor: Db | Transaction<DB>, posting: Posting, created: Map<string, bigint>) {
    const resolve = (ref: AccountRef) =>
      this.accounts.resolve(executor, posting.merchantId, posting.currency, ref, created);
    const legs: ResolvedLeg[] = [];
    for (const leg of posting.legs) {
      legs.push({ leg, debit: await resolve(leg.debit), credit: await resolve(leg.credit) });
    }
    return legs;
  }
}

interface ResolvedLeg {
  leg: Leg;
  debit: ResolvedAccount;
  credit: ResolvedAccount;
}

/** Postings inside one open transaction. */
export class Book {
  constructor(
    readonly tx: Transaction<DB>,
    private readonly ledger: Ledger,
    private readonly clock: Clock,
    private readonly created: Map<string, bigint>,
    private readonly touched: Map<number, Set<number>>,
    /** Every leg id this transaction tried to post (to tell a lost replay race from a refusal). */
    private readonly attempted: Set<string>,
  ) {}

  async post(posting: Posting): Promise<PostResult> {
    const { legs: input, merchantId, currency } = posting;
    if (input.length === 0) throw new Error('a posting needs at least one leg');
    for (const leg of input) {
      if (leg.amount <= 0n) throw new AppError('amount.invalid', { scale: 0 });
    }
    for (const leg of input) this.attempted.add(leg.id);
    const legs = await this.ledger.resolveLegs(this.tx, posting, this.created);
    for (const { debit, credit } of legs) {
      if (debit.id === credit.id) throw new Error('a leg cannot debit and credit one account');
    }
    const existing = await findTransfers(
      this.tx,
      input.map((leg) => leg.id),
    );
    if (existing.length > 0) return { transfers: matchReplay(posting, legs, existing), replayed: true };

    const { memberDeltas, houseDeltas } = netDeltas(legs);
    // Ascending id order: two postings touching the same two members can never deadlock.
    const finals = new Map<bigint, bigint>();
    for (const [accountId, delta] of [...memberDeltas].sort(([a], [b]) => (a < b ? -1 : 1))) {
      let balance: bigint | undefined;
      if (delta < 0n) balance = await debitMember(this.tx, accountId, -delta);
      else if (delta > 0n) balance = await creditMember(this.tx, accountId, delta);
      else balance = await lockedBalance(this.tx, accountId);
      if (balance === undefined) throw new AppError('balance.insufficient');
      finals.set(accountId, balance);
    }
    await queueHouseDeltas(this.tx, houseDeltas);

    const running = new Map<bigint, bigint>();
    for (const [accountId, final] of finals) running.set(accountId, final - memberDeltas.get(accountId)!);
    const move = (account: ResolvedAccount, delta: bigint): bigint | null => {
      if (account.isHouse) return null;
      const after = running.get(account.id)! + delta;
      // Each leg in turn must leave the member covered, not only the posting as a whole.
      if (after < 0n) throw new AppError('balance.insufficient');
      running.set(account.id, after);
      return after;
    };
    const now = this.clock.now();
    const linkedId = input.length > 1 ? input[0]!.id : null;
    const rows = legs.map(({ leg, debit, credit }) => ({
      seq: 0n,
      id: leg.id,
      merchant_id: merchantId,
      debit_account_id: debit.id,
      credit_account_id: credit.id,
      amount: leg.amount,
      currency,
      kind: leg.kind,
      ref_type: leg.refType ?? null,
      ref_id: leg.refId ?? null,
      linked_id: linkedId,
      debit_balance_after: move(debit, -leg.amount),
      credit_balance_after: move(credit, leg.amount),
      created_at: now,
    }));
    const transfers = await insertTransfers(this.tx, rows);

    const members = this.touched.get(merchantId) ?? new Set<number>();
    for (const { debit, credit } of legs) {
      if (!debit.isHouse) members.add(debit.ownerId);
      if (!credit.isHouse) members.add(credit.ownerId);
    }
    this.touched.set(merchantId, members);
    return { transfers: orderLike(input, transfers), replayed: false };
  }
}

function netDeltas(legs: ResolvedLeg[]) {
  const memberDeltas = new Map<bigint, bigint>();
  const houseDeltas = new Map<bigint, bigint>();
  const add = (account: ResolvedAccount, delta: bigint) => {
    const map = account.isHouse ? houseDeltas : memberDeltas;
    map.set(account.id, (map.get(account.id) ?? 0n) + delta);
  };
  for (const { leg, debit, credit } of legs) {
    add(debit, -leg.amount);
    add(credit, leg.amount);
  }
  return { memberDeltas, houseDeltas };
}

/** A replay must repeat the first request exactly; anything else reusing its id is refused. */
function matchReplay(posting: Posting, legs: ResolvedLeg[], existing: TransferRow[]): TransferRow[] {
  const byId = new Map(existing.map((row) => [row.id, row]));
  const linkedId = legs.length > 1 ? legs[0]!.leg.id : null;
  const same = legs.every(({ leg, debit, credit }) => {
    const row = byId.get(leg.id);
    return (
      row !== undefined &&
      row.merchant_id === posting.merchantId &&
      row.currency === posting.currency &&
      row.debit_account_id === debit.id &&
      row.credit_account_id === credit.id &&
      row.amount === leg.amount &&
      row.kind === leg.kind &&
      row.ref_type === (leg.refType ?? null) &&
      row.ref_id === (leg.refId ?? null) &&
      row.linked_id === linkedId
    );
  });
  if (!same || existing.length !== legs.length) throw new AppError('transfer.id.conflict');
  return orderLike(posting.legs, existing);
}

function orderLike(legs: Leg[], rows: TransferRow[]): TransferRow[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return legs.map((leg) => byId.get(leg.id)!);
}

const isUniqueViolation = (error: unknown) => (error as { code?: string })?.code === '23505';
const isInsufficient = (error: unknown) => error instanceof AppError && error.code === 'balance.insufficient';
