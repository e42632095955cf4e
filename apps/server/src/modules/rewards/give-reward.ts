import type { Book } from '../ledger/ledger.service.js';
import { postPoints } from '../points/point-wallet.js';
import type { Merchant } from '../site/merchant.js';
import { BONUS_KINDS, BONUS_REF_TYPE } from './bonuses.js';
import { wageringFor } from './promotion-rules.js';

/** A reward of the engine given once, inside the transaction of what earned it. */
export interface RewardGift {
  merchant: Merchant;
  memberId: number;
  type: 'CASH' | 'BONUS' | 'POINTS';
  /** Minor units for CASH and BONUS, whole points for POINTS. */
  amount: bigint;
  /** BONUS: the turnover multiple ×100. */
  wageringX100: number;
  now: Date;
  /** The transfer's id, derived from what earned it (`transferId`), so it posts once. */
  transferId: string;
  /** The cash transfer's kind (a record type of `wallet/record-types.ts`). */
  cashKind: string;
  refType: string;
  refId: string;
}

/**
 * Cash to `MAIN`, a bonus to `BONUS` that must be wagered (the reward engine's bonus, converted or
 * expired by its jobs), or points from the points issuer (decisions 0039, 0042, 0043). Answers the
 * bonus's id for a bonus.
 */
export async function giveReward(book: Book, gift: RewardGift): Promise<bigint | null> {
  const { merchant, memberId } = gift;
  const id = gift.transferId;
  if (gift.type === 'POINTS') {
    await postPoints(book, {
      merchantId: merchant.id,
      memberId,
      id,
      points: gift.amount,
      from: { house: 'POINTS_ISSUER' },
      to: { member: memberId, kind: 'POINTS' },
      kind: 'POINTS_REWARD',
      refType: gift.refType,
      refId: gift.refId,
    });
    return null;
  }
  let bonusId: bigint | null = null;
  if (gift.type === 'BONUS') {
    const bonus = await book.tx
      .insertInto('bonuses')
      .values({
        merchant_id: merchant.id,
        member_id: memberId,
        promotion_id: null,
        entry_id: null,
        currency: merchant.currency,
        amount: gift.amount,
        required: wageringFor(gift.amount, gift.wageringX100),
        issued_at: gift.now,
        expires_at: null,
        max_bet: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    bonusId = bonus.id;
  }
  await book.post({
    merchantId: merchant.id,
    currency: merchant.currency,
    legs: [
      {
        id,
        debit: { house: 'PROMOTIONS' },
        credit: { member: memberId, kind: bonusId === null ? 'MAIN' : 'BONUS' },
        amount: gift.amount,
        kind: bonusId === null ? gift.cashKind : BONUS_KINDS.issue,
        refType: bonusId === null ? gift.refType : BONUS_REF_TYPE,
        refId: bonusId === null ? gift.refId : String(bonusId),
      },
    ],
  });
  return bonusId;
}
