import type { RewardNote } from '@tessera/contracts';
import type { Clock } from '../../clock.js';
import type { DepositListener } from '../deposits/deposit-credit.js';
import type { DepositRow } from '../deposits/deposits.repo.js';
import type { Book } from '../ledger/ledger.service.js';
import { moneyText } from '../site/money-text.js';
import type { Bonuses } from './bonuses.js';
import { periodStart, rewardFor } from './promotion-rules.js';
import {
  type EntryRow,
  findEntry,
  hasApprovedDeposit,
  hasWageringBonus,
  insertEntry,
  moveEntry,
  type PromotionRow,
} from './promotions.repo.js';
import { vipLevelOf } from './promotions.service.js';
import type { VipLevels } from './vip-levels.js';

/**
 * Deposit promotions (first deposit, deposit bonus; decision 0039), weighed in the transaction that
 * approves the deposit, so a deposit and its rewards commit together and once. Each live promotion
 * of the brand, in the site's order: a member who joined (or any member, where joining is not
 * needed) and whose deposit qualifies gets the reward; a deposit that does not qualify leaves a
 * note on the member's entry saying why.
 */
export class DepositRewards implements DepositListener {
  constructor(
    private readonly clock: Clock,
    private readonly bonuses: Bonuses,
    private readonly vip: VipLevels,
  ) {}

  async approved(book: Book, deposit: DepositRow): Promise<void> {
    const tx = book.tx;
    const now = this.clock.now();
    const member = await tx
      .selectFrom('members')
      .select(['created_at', 'is_trial'])
      .where('id', '=', deposit.member_id)
      .executeTakeFirstOrThrow();
    if (member.is_trial) return;
    // The deposit counts toward the member's VIP standing (decision 0040).
    await this.vip.deposited(book, deposit.merchant_id, deposit.member_id, deposit.amount);
    const promotions = await tx
      .selectFrom('promotions')
      .selectAll()
      .where('merchant_id', '=', deposit.merchant_id)
      .where('status', '=', 'LIVE')
      .where('type', 'in', ['FIRST_DEPOSIT', 'DEPOSIT'])
      .where('starts_at', '<=', now)
      .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
      .orderBy('sort_order')
      .orderBy('id', 'desc')
      .execute();
    if (promotions.length === 0) return;
    const brand = await tx
      .selectFrom('merchants')
      .select(['time_zone', 'currency_scale', 'currency_symbol'])
      .where('id', '=', deposit.merchant_id)
      .executeTakeFirstOrThrow();
    const brandMoney = { currencyScale: brand.currency_scale, currencySymbol: brand.currency_symbol };
    const money = (minor: bigint) => moneyText(brandMoney, minor);
    for (const promotion of promotions) {
      const period = periodStart(promotion.frequency, now, brand.time_zone);
      let entry = await findEntry(tx, promotion.id, deposit.member_id, period);
      if (entry && entry.state !== 'JOINED') continue;
      if (!entry && promotion.join_required) continue;
      const note = await this.whyNot(book, promotion, deposit, member.created_at, now, money);
      entry ??= await insertEntry(tx, {
        merchant_id: deposit.merchant_id,
        promotion_id: promotion.id,
        member_id: deposit.member_id,
        period_start: period,
        state: 'JOINED',
        joined_at: now,
      });
      if (!entry) continue;
      if (note) {
        await moveEntry(tx, entry.id, ['JOINED'], {
          note: note.key,
          note_params: JSON.stringify(note.params),
        });
        continue;
      }
      await this.reward(book, promotion, entry, deposit, now);
    }
  }

  /** Why this deposit earns nothing from this promotion, if so. */
  private async whyNot(
    book: Book,
    promotion: PromotionRow,
    deposit: DepositRow,
    registeredAt: Date,
    now: Date,
    money: (minor: bigint) => string,
  ): Promise<{ key: RewardNote; params: Record<string, string> } | null> {
    if (
      promotion.new_member_days !== null &&
      now.getTime() - registeredAt.getTime() > promotion.new_member_days * 86_400_000
    ) {
      return { key: 'new.members', params: { days: String(promotion.new_member_days) } };
    }
    if (
      promotion.vip_levels &&
      !promotion.vip_levels.includes(await vipLevelOf(book.tx, deposit.member_id))
    ) {
      return { key: 'vip.level', params: {} };
    }
    if (
      promotion.type === 'FIRST_DEPOSIT' &&
      (await hasApprovedDeposit(book.tx, deposit.member_id, deposit.id))
    ) {
      return { key: 'not.first', params: {} };
    }
    if (promotion.channels && !promotion.channels.includes(deposit.channel)) {
      return { key: 'channel', params: { channel: deposit.channel_name } };
    }
    if (deposit.amount < promotion.min_deposit) {
      return {
        key: 'below.minimum',
        params: { amount: money(deposit.amount), min: money(promotion.min_deposit) },
      };
    }
    if (
      promotion.exclusive &&
      promotion.wagering_x100 > 0 &&
      (await hasWageringBonus(book.tx, deposit.member_id))
    ) {
      return { key: 'bonus.open', params: {} };
    }
    return null;
  }

  /** The deposit qualifies: the reward waits to be claimed, or is given now. */
  private async reward(book: Book, promotion: PromotionRow, entry: EntryRow, deposit: DepositRow, now: Date) {
    const amount = rewardFor(promotion, deposit.amount);
    const basis = { basis_ref: deposit.id, basis_amount: deposit.amount, currency: deposit.currency };
    if (amount <= 0n) return;
    if (promotion.claim_mode === 'CLAIM') {
      await moveEntry(book.tx, entry.id, ['JOINED'], {
        ...basis,
        state: 'CLAIM',
        amount,
        note: null,
        note_params: null,
      });
      return;
    }
    const moved = await moveEntry(book.tx, entry.id, ['JOINED'], { ...basis, state: 'ISSUED', amount });
    if (!moved) return;
    const given = await this.bonuses.give(book, {
      merchantId: deposit.merchant_id,
      currency: deposit.currency,
      memberId: deposit.member_id,
      promotion,
      entryId: entry.id,
      amount,
    });
    await moveEntry(book.tx, entry.id, ['ISSUED'], {
      state: given.state,
      bonus_id: given.bonusId,
      note: null,
      note_params: null,
      decided_at: now,
    });
  }
}
