import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { BankCardTable } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { recordAudit } from '../audit/audit.repo.js';
import type { Merchant } from '../site/merchant.js';
import type { PaymentPasswords } from './payment-passwords.js';

/** A bank card a member bound; the full number stays on the server (the wire shows it masked). */
export interface BankCard {
  id: number;
  memberId: number;
  bankName: string;
  holderName: string;
  cardNumber: string;
  branch: string | null;
  createdAt: Date;
}

export interface BindCardInput {
  bankName: string;
  cardNumber: string;
  holderName: string;
  branch?: string | undefined;
  paymentPassword: string;
}

/** Cards a member may use for withdrawals: the holder must be the member's own real name. */
export class BankCards {
  constructor(
    private readonly db: Db,
    private readonly paymentPasswords: PaymentPasswords,
  ) {}

  async list(memberId: number): Promise<BankCard[]> {
    const rows = await this.db
      .selectFrom('bank_cards')
      .selectAll()
      .where('member_id', '=', memberId)
      .orderBy('id')
      .execute();
    return rows.map(toBankCard);
  }

  /** One of the member's own cards; another member's or an unknown id is `card.not.found`. */
  async find(memberId: number, cardId: number): Promise<BankCard> {
    const row = await this.db
      .selectFrom('bank_cards')
      .selectAll()
      .where('id', '=', cardId)
      .where('member_id', '=', memberId)
      .executeTakeFirst();
    if (!row) throw new AppError('card.not.found');
    return toBankCard(row);
  }

  async bind(merchant: Merchant, memberId: number, input: BindCardInput, ip: string): Promise<BankCard> {
    await this.paymentPasswords.verify(merchant, memberId, input.paymentPassword);
    return this.db.transaction().execute(async (tx) => {
      // The member row lock serialises binds, so two at once cannot pass the card limit together.
      const member = await tx
        .selectFrom('members')
        .select(['payee_name'])
        .where('id', '=', memberId)
        .forUpdate()
        .executeTakeFirstOrThrow();
      const realName = normaliseName(member.payee_name ?? '');
      if (realName === '') throw new AppError('real.name.required');
      if (normaliseName(input.holderName) !== realName) throw new AppError('card.holder.mismatch');
      const cards = await tx
        .selectFrom('bank_cards')
        .select(['card_number'])
        .where('member_id', '=', memberId)
        .execute();
      if (cards.some((c) => c.card_number === input.cardNumber)) throw new AppError('card.exists');
      const max = merchant.cashier.withdraw.maxCards;
      if (cards.length >= max) throw new AppError('card.limit', { max });
      const row = await tx
        .insertInto('bank_cards')
        .values({
          merchant_id: merchant.id,
          member_id: memberId,
          bank_name: input.bankName.trim(),
          holder_name: input.holderName.trim().replace(/\s+/gu, ' '),
          card_number: input.cardNumber,
          branch: input.branch?.trim() || null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordAudit(tx, {
        merchantId: merchant.id,
        actorType: 'member',
        actorId: memberId,
        action: 'member.card.bind',
        target: `card:${row.id}`,
        details: { bankName: row.bank_name, last4: row.card_number.slice(-4) },
        ip,
      });
      return toBankCard(row);
    });
  }
}

/** Names compare trimmed, with runs of whitespace as one space, case-insensitively. */
export function normaliseName(name: string): string {
  return name.trim().replace(/\s+/gu, ' ').toLocaleLowerCase('en');
}

/** All but the last four digits hidden. */
export function maskCardNumber(cardNumber: string): string {
  return `${'*'.repeat(Math.max(0, cardNumber.length - 4))}${cardNumber.slice(-4)}`;
}

function toBankCard(row: Selectable<BankCardTable>): BankCard {
  return {
    id: row.id,
    memberId: row.member_id,
    bankName: row.bank_name,
    holderName: row.holder_name,
    cardNumber: row.card_number,
    branch: row.branch,
    createdAt: row.created_at,
  };
}
