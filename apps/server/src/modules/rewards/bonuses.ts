import { type Selectable, sql } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import type { BonusState, BonusTable, Weights } from '../../db/schema-rewards.js';
import { AppError } from '../../http/app-error.js';
import { transferId } from '../../lib/transfer-ids.js';
import { recordAudit } from '../audit/audit.repo.js';
import type { Executor } from '../ledger/ledger.repo.js';
import type { Book, Ledger, Leg } from '../ledger/ledger.service.js';
import { registerLedgerCheck } from '../ledger/ledger-verify.js';
import { wageringFor } from './promotion-rules.js';
import { moveEntry, type PromotionRow } from './promotions.repo.js';

export type BonusRow = Selectable<BonusTable>;

/** Ledger kinds of a bonus's life (the account record lists them under BONUS). */
export const BONUS_KINDS = {
  issue: 'BONUS',
  convert: 'BONUS_RELEASE',
  expire: 'BONUS_EXPIRE',
  forfeit: 'BONUS_FORFEIT',
} as const;
export const BONUS_REF_TYPE = 'bonus';
export const ENTRY_REF_TYPE = 'promotion_entry';

/** Bonuses converted or expired per job pass, each in its own transaction. */
const BATCH = 200;

/**
 * Bonus money (domain.md §6, decision 0039). A reward with wagering lands in the member's `BONUS`
 * account from the house's `PROMOTIONS`, as a bonus that must reach its turnover (moved by the play
 * roll-up's pass, bonus-wagering.ts); met, it moves to `MAIN`; expired or given up, it goes back to
 * `PROMOTIONS`. A reward without wagering goes straight to `MAIN`. Every step is one guarded state
 * change and one ledger transfer whose id derives from the bonus (or entry), in one transaction.
 */
export class Bonuses {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly ledger: Ledger,
  ) {}

  /**
   * A reward waiting to be claimed (CLAIM) is given, inside the caller's ledger transaction: the
   * entry's guarded move and the reward's transfer commit together, so however many claims race
   * (the member's, the job's for a promotion that claims by itself) it is given once. Answers the
   * entry as it ends, or null when it was no longer waiting.
   */
  async claimEntry(book: Book, promotion: PromotionRow, entryId: bigint, currency: string) {
    const entry = await moveEntry(book.tx, entryId, ['CLAIM'], { state: 'ISSUED' });
    if (!entry || entry.amount === null) return null;
    const given = await this.give(book, {
      merchantId: promotion.merchant_id,
      currency: entry.currency ?? currency,
      memberId: entry.member_id,
      promotion,
      entryId: entry.id,
      amount: entry.amount,
    });
    return moveEntry(book.tx, entry.id, ['ISSUED'], {
      state: given.state,
      bonus_id: given.bonusId,
      decided_at: this.clock.now(),
    });
  }

  /**
   * Give a promotion's reward for an entry, inside the caller's ledger transaction. Answers the
   * entry's next state: ISSUED (a bonus wagering) or CLAIMED (money in the main wallet).
   */
  async give(
    book: Book,
    reward: {
      merchantId: number;
      currency: string;
      memberId: number;
      promotion: PromotionRow;
      entryId: bigint;
      amount: bigint;
    },
  ): Promise<{ state: 'ISSUED' | 'CLAIMED'; bonusId: bigint | null }> {
    const { promotion, amount } = reward;
    const now = this.clock.now();
    const wagering = promotion.wagering_x100 > 0;
    let bonusId: bigint | null = null;
    if (wagering) {
      const bonus = await book.tx
        .insertInto('bonuses')
        .values({
          merchant_id: reward.merchantId,
          member_id: reward.memberId,
          promotion_id: promotion.id,
          entry_id: reward.entryId,
          currency: reward.currency,
          amount,
          required: wageringFor(amount, promotion.wagering_x100),
          weights: JSON.stringify(promotion.weights),
          max_bet: promotion.max_bet,
          issued_at: now,
          expires_at: promotion.bonus_days
            ? new Date(now.getTime() + promotion.bonus_days * 86_400_000)
            : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      bonusId = bonus.id;
    }
    await book.post({
      merchantId: reward.merchantId,
      currency: reward.currency,
      legs: [
        {
          id: transferId(`entry:${reward.entryId}`, 'promotion-reward'),
          debit: { house: 'PROMOTIONS' },
          credit: { member: reward.memberId, kind: wagering ? 'BONUS' : 'MAIN' },
          amount,
          kind: BONUS_KINDS.issue,
          refType: wagering ? BONUS_REF_TYPE : ENTRY_REF_TYPE,
          refId: String(bonusId ?? reward.entryId),
        },
      ],
    });
    return { state: wagering ? 'ISSUED' : 'CLAIMED', bonusId };
  }

  /** Bonuses whose turnover is met move to the main wallet (the job; answers how many). */
  async convertMet(): Promise<number> {
    const ids = await this.db
      .selectFrom('bonuses')
      .select('id')
      .where('state', '=', 'WAGERING')
      .where((eb) => eb('progress', '>=', eb.ref('required')))
      .orderBy('id')
      .limit(BATCH)
      .execute();
    let done = 0;
    for (const { id } of ids) {
      if (await this.end(id, 'CONVERTED', null, (bonus) => bonus.progress >= bonus.required)) done += 1;
    }
    return done;
  }

  /** Bonuses past their expiry go back to the house (the job; answers how many). */
  async expireDue(): Promise<number> {
    const now = this.clock.now();
    const ids = await this.db
      .selectFrom('bonuses')
      .select('id')
      .where('state', '=', 'WAGERING')
      .where('expires_at', '<=', now)
      .orderBy('expires_at')
      .limit(BATCH)
      .execute();
    let done = 0;
    for (const { id } of ids) {
      // Met in the meantime: it converts instead (the member's turnover came first).
      if (await this.end(id, 'EXPIRED', null, (bonus) => bonus.progress < bonus.required)) done += 1;
    }
    return done;
  }

  /** The member gives a wagering bonus up, or staff take it back (with their reason, audited). */
  async forfeit(
    merchantId: number,
    bonusId: string,
    who: { memberId: number } | { staffId: number; reason: string; ip: string },
  ): Promise<BonusRow> {
    const bonus = await this.db
      .selectFrom('bonuses')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('id', '=', BigInt(bonusId))
      .executeTakeFirst();
    if (!bonus || ('memberId' in who && bonus.member_id !== who.memberId))
      throw new AppError('object.not.found');
    const staff = 'staffId' in who ? who : null;
    const ended = await this.end(
      bonus.id,
      'FORFEITED',
      staff?.staffId ?? null,
      () => true,
      async (tx) => {
        if (!staff) return;
        await recordAudit(tx, {
          merchantId,
          actorType: 'staff',
          actorId: staff.staffId,
          action: 'bonus.forfeit',
          target: String(bonus.id),
          details: { member: bonus.member_id, amount: bonus.amount.toString(), reason: staff.reason },
          ip: staff.ip,
        });
      },
    );
    if (!ended) throw new AppError('bonus.not.wagering');
    return ended;
  }

  /**
   * Ends a wagering bonus (converted, expired or forfeited) once: the guarded state change and its
   * transfer in one transaction. Null when it was no longer wagering or `still` says no.
   */
  private async end(
    id: bigint,
    state: Exclude<BonusState, 'WAGERING'>,
    staffId: number | null,
    still: (bonus: BonusRow) => boolean,
    also?: (tx: Executor) => Promise<void>,
  ): Promise<BonusRow | null> {
    return this.ledger.transaction(async (book) => {
      const bonus = await book.tx
        .selectFrom('bonuses')
        .selectAll()
        .where('id', '=', id)
        .where('state', '=', 'WAGERING')
        .forUpdate()
        .executeTakeFirst();
      if (!bonus || !still(bonus)) return null;
      const now = this.clock.now();
      const ended = await book.tx
        .updateTable('bonuses')
        .set({ state, ended_at: now, ended_by: staffId })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await book.post({
        merchantId: bonus.merchant_id,
        currency: bonus.currency,
        legs: [endLeg(bonus, state)],
      });
      if (bonus.entry_id !== null) await settleEntry(book.tx, bonus.entry_id, state, now);
      await also?.(book.tx);
      return ended;
    });
  }
}

function endLeg(bonus: BonusRow, state: Exclude<BonusState, 'WAGERING'>): Leg {
  const member = { member: bonus.member_id, kind: 'BONUS' } as const;
  const common = { amount: bonus.amount, refType: BONUS_REF_TYPE, refId: String(bonus.id) };
  if (state === 'CONVERTED') {
    return {
      ...common,
      id: transferId(`bonus:${bonus.id}`, 'bonus-end'),
      debit: member,
      credit: { member: bonus.member_id, kind: 'MAIN' },
      kind: BONUS_KINDS.convert,
    };
  }
  return {
    ...common,
    id: transferId(`bonus:${bonus.id}`, 'bonus-end'),
    debit: member,
    credit: { house: 'PROMOTIONS' },
    kind: state === 'EXPIRED' ? BONUS_KINDS.expire : BONUS_KINDS.forfeit,
  };
}

/** The entry follows its bonus: converted is CLAIMED; expired or given up is LAPSED with a note. */
async function settleEntry(tx: Executor, entryId: bigint, state: Exclude<BonusState, 'WAGERING'>, now: Date) {
  await moveEntry(
    tx,
    entryId,
    ['ISSUED'],
    state === 'CONVERTED'
      ? { state: 'CLAIMED', decided_at: now }
      : { state: 'LAPSED', note: state === 'EXPIRED' ? 'expired' : 'forfeited', decided_at: now },
  );
}

/** Parsed weights of a bonus or promotion row. */
export function weightsOf(value: unknown): Weights {
  return (value ?? {}) as Weights;
}

// Decision 0039: the bonus wallet holds exactly the bonuses that are wagering, no more, no less.
registerLedgerCheck({
  invariant: "every member's BONUS account equals the sum of their wagering bonuses",
  async query(executor) {
    const { rows } = await sql<{ member_id: number; currency: string; balance: string; wagering: string }>`
      with held as (
        select member_id, currency, sum(amount) as amount from bonuses where state = 'WAGERING'
        group by member_id, currency
      ), accounts as (
        select owner_id as member_id, currency, balance from ledger_accounts
        where owner_type = 'member' and kind = 'BONUS'
      )
      select coalesce(a.member_id, h.member_id) as member_id, coalesce(a.currency, h.currency) as currency,
        coalesce(a.balance, 0)::text as balance, coalesce(h.amount, 0)::text as wagering
      from accounts a full join held h on h.member_id = a.member_id and h.currency = a.currency
      where coalesce(a.balance, 0) <> coalesce(h.amount, 0)
      order by 1 limit 100`.execute(executor);
    return rows.map(
      (r) => `member ${r.member_id} ${r.currency}: BONUS holds ${r.balance}, wagering bonuses ${r.wagering}`,
    );
  },
});
