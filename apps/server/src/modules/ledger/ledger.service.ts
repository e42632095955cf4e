import type { Transaction } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/sql-errors.js';
import { AppError } from '../../http/app-error.js';
import { countPosting } from '../../lib/metrics.js';
// The verifier's check of the journals' owners (migration 0026) registers itself.
import './journal-owners.js';
import {
  type Executor,
  findTransfers,
  INSUFFICIENT_SQLSTATE,
  type MemberAccountBalance,
  memberBalance,
  postCredits,
  postLegs,
  type TransferRow,
} from './ledger.repo.js';
import {
  type AccountRef,
  type HouseAccountKind,
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
  /** @internal the ledger's clock, for Book. */
  now(): Date {
    return this.clock.now();
  }

  balanceOf(merchantId: number, currency: string, memberId: number, kind: MemberAccountKind = 'MAIN') {
    return memberBalance(this.db, merchantId, currency, memberId, kind);
  }

  onBalanceChange(listener: BalanceListener): void {
    this.listeners.push(listener);
  }

  /** For a statement that posted through `ledger_post` on its own: tell the listeners who moved. */
  announce(merchantId: number, memberIds: number[]): void {
    countPosting('statement');
    this.tell(new Map([[merchantId, new Set(memberIds)]]));
  }

  /**
   * A posting on its own: one statement in autocommit (`ledger_post`), so one round trip once its
   * accounts are known. A lost race with a replay of the same ids is answered like `transaction`.
   */
  post(posting: Posting): Promise<PostResult> {
    return this.postAlone(posting);
  }

  /**
   * `post`, answering also the member's accounts in the posting's currency as they stand after it,
   * in the same round trip (a wallet transfer answers with the balances it leaves).
   */
  async postAndRead(
    posting: Posting,
    memberId: number,
  ): Promise<PostResult & { accounts: MemberAccountBalance[] }> {
    const result = await this.postAlone(posting, memberId);
    return { ...result, accounts: result.accounts ?? [] };
  }

  private async postAlone(posting: Posting, readMember?: number): Promise<Written> {
    const created = new Map<string, bigint>();
    const legs = await this.resolveLegs(this.db, posting, created);
    // Outside a transaction an account, once created, has committed.
    this.accounts.remember(created);
    const result = await this.retryingLostRace(
      () => posting.legs.map((leg) => leg.id),
      () => this.write(this.db, posting, legs, readMember),
    );
    if (!result.replayed) this.tell(new Map([[posting.merchantId, membersOf(legs)]]));
    return result;
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
    return this.retryingLostRace(
      () => [...attempted],
      () => this.attempt(work, attempted),
    );
  }

  /**
   * Run `run`; when it fails on a unique violation or a shortfall, run it once more, but only if
   * one of the leg ids it tried now exists: a concurrent replay committed first, and the second run
   * finds it and answers its first outcome. Anything else stands.
   */
  private async retryingLostRace<T>(triedIds: () => string[], run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (!isLostRace(error)) throw error;
      const posted = await findTransfers(this.db, triedIds());
      if (posted.length === 0) throw error;
      return run();
    }
  }

  private async attempt<T>(work: (book: Book) => Promise<T>, attempted: Set<string>): Promise<T> {
    const created = new Map<string, bigint>();
    const touched = new Map<number, Set<number>>();
    const result = await this.db
      .transaction()
      .execute((tx) => work(new Book(tx, this, created, touched, attempted)));
    this.accounts.remember(created);
    this.tell(touched);
    return result;
  }

  private tell(touched: Map<number, Set<number>>): void {
    for (const [merchantId, members] of touched) {
      for (const listener of this.listeners) listener(merchantId, [...members]);
    }
  }

  /** @internal used by Book: the posting's accounts as ids, created on first use. */
  async resolveLegs(executor: Executor, posting: Posting, created: Map<string, bigint>) {
    if (posting.legs.length === 0) throw new Error('a posting needs at least one leg');
    const resolve = (ref: AccountRef) =>
      this.accounts.resolve(executor, posting.merchantId, posting.currency, ref, created);
    for (const leg of posting.legs) {
      if (leg.amount <= 0n) throw new AppError('amount.invalid', { scale: 0 });
    }
    const refs = posting.legs.flatMap((leg) => [leg.debit, leg.credit]);
    await this.accounts.prefetch(executor, posting.merchantId, posting.currency, refs, created);
    const legs: ResolvedLeg[] = [];
    for (const leg of posting.legs) {
      const resolved = { leg, debit: await resolve(leg.debit), credit: await resolve(leg.credit) };
      if (resolved.debit.id === resolved.credit.id)
        throw new Error('a leg cannot debit and credit one account');
      legs.push(resolved);
    }
    return legs;
  }

  /** @internal used by Book: write the posting, or answer its first outcome if it is a replay. */
  async write(
    executor: Executor,
    posting: Posting,
    legs: ResolvedLeg[],
    readMember?: number,
  ): Promise<Written> {
    const houseAccountIds = new Set<bigint>();
    for (const { debit, credit } of legs) {
      if (debit.isHouse) houseAccountIds.add(debit.id);
      if (credit.isHouse) houseAccountIds.add(credit.id);
    }
    let posted: Awaited<ReturnType<typeof postLegs>>;
    try {
      posted = await postLegs(
        executor,
        {
          merchantId: posting.merchantId,
          currency: posting.currency,
          houseAccountIds: [...houseAccountIds],
          now: this.clock.now(),
          readMember,
        },
        legs.map(({ leg, debit, credit }) => ({
          id: leg.id,
          debitAccountId: debit.id,
          creditAccountId: credit.id,
          amount: leg.amount,
          kind: leg.kind,
          refType: leg.refType ?? null,
          refId: leg.refId ?? null,
        })),
      );
    } catch (error) {
      if ((error as { code?: string })?.code === INSUFFICIENT_SQLSTATE)
        throw new AppError('balance.insufficient');
      throw error;
    }
    if (posted.replayed) {
      return {
        transfers: matchReplay(posting, legs, posted.rows),
        replayed: true,
        accounts: posted.accountsBefore,
      };
    }
    const transfers = orderLike(posting.legs, posted.rows);
    // Counted when written: a transaction that fails after its posting (rare) is counted too.
    countPosting(posting.legs[0]!.kind);
    return { transfers, replayed: false, accounts: posted.accountsBefore && after(posted.accountsBefore) };

    /** The accounts read before the posting, with each leg's balance after it laid over in turn. */
    function after(before: MemberAccountBalance[]): MemberAccountBalance[] {
      const balances = new Map(before.map((account) => [account.kind, account.balance]));
      legs.forEach(({ leg, debit, credit }, i) => {
        const row = transfers[i]!;
        if (!debit.isHouse && debit.ownerId === readMember && 'member' in leg.debit)
          balances.set(leg.debit.kind, row.debit_balance_after!);
        if (!credit.isHouse && credit.ownerId === readMember && 'member' in leg.credit)
          balances.set(leg.credit.kind, row.credit_balance_after!);
      });
      return [...balances].map(([kind, balance]) => ({ kind, balance }));
    }
  }
}

type Written = PostResult & { accounts?: MemberAccountBalance[] };

/** The members whose balances a posting moves. */
function membersOf(legs: ResolvedLeg[]): Set<number> {
  const members = new Set<number>();
  for (const { debit, credit } of legs) {
    if (!debit.isHouse) members.add(debit.ownerId);
    if (!credit.isHouse) members.add(credit.ownerId);
  }
  return members;
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
    private readonly created: Map<string, bigint>,
    private readonly touched: Map<number, Set<number>>,
    /** Every leg id this transaction tried to post (to tell a lost replay race from a refusal). */
    private readonly attempted: Set<string>,
  ) {}

  async post(posting: Posting): Promise<PostResult> {
    for (const leg of posting.legs) this.attempted.add(leg.id);
    const legs = await this.ledger.resolveLegs(this.tx, posting, this.created);
    const result = await this.ledger.write(this.tx, posting, legs);
    if (!result.replayed) {
      const members = this.touched.get(posting.merchantId) ?? new Set<number>();
      for (const member of membersOf(legs)) members.add(member);
      this.touched.set(posting.merchantId, members);
    }
    return result;
  }

  /**
   * Many independent credits from one house account to members' accounts, set-based
   * (`ledger_post_credits`): each its own transfer, none a replay (a repeated id fails the whole
   * transaction), for the bulk payouts and refunds of a lottery draw.
   */
  async postCredits(batch: CreditBatch): Promise<void> {
    if (batch.credits.length === 0) return;
    const { merchantId, currency } = batch;
    // The accounts not known yet in two queries, not one round trip each (a day's rebates pay
    // thousands of members at once).
    const refs: AccountRef[] = [
      { house: batch.house },
      ...batch.credits.map((c) => ({ member: c.member, kind: c.kind })),
    ];
    await this.ledger.accounts.prefetch(this.tx, merchantId, currency, refs, this.created);
    const resolve = (ref: AccountRef) =>
      this.ledger.accounts.resolve(this.tx, merchantId, currency, ref, this.created);
    const house = await resolve({ house: batch.house });
    const accounts: string[] = [];
    const members = this.touched.get(merchantId) ?? new Set<number>();
    const known = new Map<string, string>();
    for (const credit of batch.credits) {
      const key = `${credit.member}|${credit.kind}`;
      let account = known.get(key);
      if (account === undefined) {
        account = String((await resolve({ member: credit.member, kind: credit.kind })).id);
        known.set(key, account);
      }
      accounts.push(account);
      members.add(credit.member);
    }
    this.touched.set(merchantId, members);
    countPosting(batch.kind, batch.credits.length);
    await postCredits(this.tx, {
      merchantId,
      currency,
      house: house.id,
      ids: batch.credits.map((credit) => credit.id),
      accounts,
      amounts: batch.credits.map((credit) => String(credit.amount)),
      kind: batch.kind,
      refType: batch.refType,
      refIds: batch.credits.map((credit) => credit.refId),
      now: this.ledger.now(),
    });
  }
}

/** Credits from one house account, each to a member's account (`Book.postCredits`). */
export interface CreditBatch {
  merchantId: number;
  currency: string;
  house: HouseAccountKind;
  kind: string;
  refType: string;
  credits: { id: string; member: number; kind: MemberAccountKind; amount: bigint; refId: string }[];
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

/** A unique violation on a leg id, or a shortfall: perhaps a concurrent replay committed first. */
const isLostRace = (error: unknown) =>
  isUniqueViolation(error) || (error instanceof AppError && error.code === 'balance.insufficient');
