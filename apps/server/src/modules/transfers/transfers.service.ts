import { type TransferResult, toMajor, toMinor } from '@tessera/contracts';
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import type { MemberSession } from '../../http/context.js';
import { transferId } from '../../lib/transfer-ids.js';
import { isAgentType } from '../accounts/member-view.js';
import type { Caller } from '../accounts/sign-in.js';
import { recordAudit } from '../audit/audit.repo.js';
import { findTransfers } from '../ledger/ledger.repo.js';
import type { Ledger, Posting } from '../ledger/ledger.service.js';
import type { PaymentPasswords } from '../security/payment-passwords.js';
import { findParty, findPartyByUsername, isBelow, type Party } from './transfers.repo.js';

export interface TransferInput {
  amount: number;
  paymentPassword: string;
  requestId?: string | undefined;
}

/**
 * Money between people (domain.md §3): a member to their upline, an agent to anyone below them.
 * One ledger transfer MAIN → MAIN and an audit entry, committed together; the payment password
 * is checked first, and the ledger's guarded debit is what keeps concurrent sends from overdrawing.
 */
export class MemberTransfers {
  constructor(
    private readonly db: Db,
    private readonly ledger: Ledger,
    private readonly paymentPasswords: PaymentPasswords,
  ) {}

  async info(caller: Caller, session: MemberSession) {
    const { merchant } = caller;
    const me = await this.me(caller, session);
    const parent = me.parent_id === null ? undefined : await findParty(this.db, merchant.id, me.parent_id);
    const hash = await this.db
      .selectFrom('members')
      .select('payment_password_hash')
      .where('id', '=', me.id)
      .executeTakeFirstOrThrow();
    return {
      upline: parent ? { account: parent.username, nickname: parent.nickname } : null,
      isAgent: isAgentType(me.type),
      paymentPasswordSet: hash.payment_password_hash !== null,
      balance: toMajor(
        await this.ledger.balanceOf(merchant.id, merchant.currency, me.id),
        merchant.currencyScale,
      ),
      currencySymbol: merchant.currencySymbol,
      scale: merchant.currencyScale,
    };
  }

  async toUpline(caller: Caller, session: MemberSession, input: TransferInput): Promise<TransferResult> {
    const me = await this.me(caller, session);
    const amount = this.minor(caller, input.amount);
    if (me.parent_id === null) throw new AppError('transfer.no.upline');
    const upline = await findParty(this.db, caller.merchant.id, me.parent_id);
    if (!upline || !canReceive(upline)) throw new AppError('transfer.target.invalid');
    await this.paymentPasswords.verify(caller.merchant, me.id, input.paymentPassword);
    return this.send(caller, me, upline, amount, 'UPLINE_TRANSFER', input.requestId);
  }

  async toDownline(
    caller: Caller,
    session: MemberSession,
    input: TransferInput & { username: string },
  ): Promise<TransferResult> {
    const me = await this.agent(caller, session);
    const amount = this.minor(caller, input.amount);
    const target = await findPartyByUsername(this.db, caller.merchant.id, input.username);
    // Unknown, outside the team (sibling, ancestor, another brand) or oneself: all the same answer.
    if (!target || !isBelow(target, me.id) || !canReceive(target))
      throw new AppError('transfer.target.invalid');
    await this.paymentPasswords.verify(caller.merchant, me.id, input.paymentPassword);
    return this.send(caller, me, target, amount, 'DOWNLINE_TRANSFER', input.requestId);
  }

  private async send(
    caller: Caller,
    from: Party,
    to: Party,
    amount: bigint,
    kind: 'UPLINE_TRANSFER' | 'DOWNLINE_TRANSFER',
    requestId: string | undefined,
  ): Promise<TransferResult> {
    const { merchant } = caller;
    const posting: Posting = {
      merchantId: merchant.id,
      currency: merchant.currency,
      legs: [
        {
          id: transferId(requestId, `member-transfer:${from.id}`),
          debit: { member: from.id, kind: 'MAIN' },
          credit: { member: to.id, kind: 'MAIN' },
          amount,
          kind,
          refType: 'member-transfer',
          refId: String(to.id),
        },
      ],
    };
    let result: Awaited<ReturnType<Ledger['post']>>;
    try {
      result = await this.ledger.transaction(async (book) => {
        const posted = await book.post(posting);
        if (!posted.replayed) {
          await recordAudit(book.tx, {
            merchantId: merchant.id,
            actorType: 'member',
            actorId: from.id,
            action: kind === 'UPLINE_TRANSFER' ? 'member.transfer.upline' : 'member.transfer.downline',
            target: `member:${to.id}`,
            details: { amount: toMajor(amount, merchant.currencyScale), transferId: posted.transfers[0]!.id },
            ip: caller.ip,
          });
        }
        return posted;
      });
    } catch (error) {
      // The same request retried at the same moment: once the first one's transfer exists, the
      // ledger answers with it (or refuses a request id reused for something else).
      if (!requestId || (await findTransfers(this.db, [posting.legs[0]!.id])).length === 0) throw error;
      result = await this.ledger.post(posting);
    }
    const row = result.transfers[0]!;
    return {
      transferId: row.id,
      amount: toMajor(row.amount, merchant.currencyScale),
      balance: toMajor(row.debit_balance_after ?? 0n, merchant.currencyScale),
      to: to.username,
      replayed: result.replayed,
    };
  }

  private minor(caller: Caller, amount: number): bigint {
    const minor = toMinor(amount, caller.merchant.currencyScale);
    if (minor === null) throw new AppError('amount.invalid', { scale: caller.merchant.currencyScale });
    return minor;
  }

  /** The caller as stored now (the session's copy may be a second old); trial members cannot send. */
  private async me(caller: Caller, session: MemberSession): Promise<Party> {
    if (session.isTrial) throw new AppError('trial.not.allowed');
    const me = await findParty(this.db, caller.merchant.id, session.memberId);
    if (!me) throw new AppError('user.or.token.invalid');
    return me;
  }

  private async agent(caller: Caller, session: MemberSession): Promise<Party> {
    const me = await this.me(caller, session);
    if (!isAgentType(me.type)) throw new AppError('agent.only');
    return me;
  }
}

/** Money only goes to real, active members. */
function canReceive(party: Party): boolean {
  return party.status === 'ACTIVE' && !party.is_trial;
}
