import type { Db } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import type { MemberSession } from '../../http/context.js';
import type { PasswordHasher } from '../../lib/passwords.js';
import { findMemberById } from '../accounts/accounts.repo.js';
import type { Caller } from '../accounts/sign-in.js';
import { recordAudit } from '../audit/audit.repo.js';
import type { ContactCodes } from './contact-codes.js';
import { PAYMENT_PASSWORD_PATTERN, type PaymentPasswords } from './payment-passwords.js';
import { assertReal } from './profile.service.js';
import { boundPhone, maskMobile } from './security.views.js';

const PURPOSE = 'payment-password';

export interface NewPaymentPassword {
  newPassword: string;
  confirmPassword: string;
}

/**
 * Setting and changing the payment password: the first one needs only the session; a change needs
 * the current one (throttled like every check of it) or a code sent to the bound mobile.
 */
export class PaymentPasswordFlows {
  constructor(
    private readonly db: Db,
    private readonly hasher: PasswordHasher,
    private readonly passwords: PaymentPasswords,
    private readonly codes: ContactCodes,
  ) {}

  async status(session: MemberSession) {
    assertReal(session);
    const member = await this.load(session.memberId);
    return {
      isSet: member.payment_password_hash !== null,
      mobileNum: member.mobile_num ? maskMobile(member.mobile_num) : null,
    };
  }

  async set(caller: Caller, session: MemberSession, input: NewPaymentPassword) {
    assertReal(session);
    const hash = await this.newHash(input);
    await this.db.transaction().execute(async (tx) => {
      // Only while none is set: a second "first" password (or a race of two) must go through change.
      const result = await tx
        .updateTable('members')
        .set({ payment_password_hash: hash })
        .where('id', '=', session.memberId)
        .where('payment_password_hash', 'is', null)
        .executeTakeFirst();
      if (result.numUpdatedRows === 0n) throw new AppError('payment.password.exists');
      await this.audit(tx, caller, session.memberId, 'member.payment-password.set', {});
    });
    return { isSet: true as const };
  }

  async change(
    caller: Caller,
    session: MemberSession,
    input: NewPaymentPassword & { oldPassword?: string | undefined; verificationCode?: string | undefined },
  ) {
    assertReal(session);
    const { merchant } = caller;
    if (!PAYMENT_PASSWORD_PATTERN.test(input.newPassword)) throw new AppError('payment.password.invalid');
    if (input.newPassword !== input.confirmPassword) throw new AppError('password.confirm.mismatch');
    let by: 'current' | 'sms';
    if (input.oldPassword !== undefined) {
      await this.passwords.verify(merchant, session.memberId, input.oldPassword);
      if (input.oldPassword === input.newPassword) throw new AppError('password.same.as.old');
      by = 'current';
    } else {
      const phone = boundPhone(await this.load(session.memberId));
      if (!phone) throw new AppError('mobile.not.bound');
      const code = input.verificationCode ?? '';
      if (!(await this.codes.check(merchant, PURPOSE, `${session.memberId}:${phone}`, code)))
        throw new AppError('sms.code.invalid');
      by = 'sms';
    }
    const hash = await this.newHash(input);
    await this.db.transaction().execute(async (tx) => {
      await tx
        .updateTable('members')
        .set({ payment_password_hash: hash })
        .where('id', '=', session.memberId)
        .execute();
      await this.audit(tx, caller, session.memberId, 'member.payment-password.change', { by });
    });
    // Proving the phone is as good as knowing the password: earlier wrong guesses no longer count.
    if (by === 'sms') await this.passwords.clearFailures(merchant, session.memberId);
    return { isSet: true as const };
  }

  async sendCode(caller: Caller, session: MemberSession) {
    assertReal(session);
    const phone = boundPhone(await this.load(session.memberId));
    if (!phone) throw new AppError('mobile.not.bound');
    return this.codes.sendSms(
      caller.merchant,
      session.memberId,
      PURPOSE,
      phone,
      `${session.memberId}:${phone}`,
      (code) => `${caller.merchant.name} code to change your payment password: ${code}. Never share it.`,
    );
  }

  private async newHash(input: NewPaymentPassword): Promise<string> {
    if (!PAYMENT_PASSWORD_PATTERN.test(input.newPassword)) throw new AppError('payment.password.invalid');
    if (input.newPassword !== input.confirmPassword) throw new AppError('password.confirm.mismatch');
    return this.hasher.hash(input.newPassword);
  }

  private async load(memberId: number) {
    const member = await findMemberById(this.db, memberId);
    if (!member) throw new AppError('user.or.token.invalid');
    return member;
  }

  private audit(db: Db, caller: Caller, memberId: number, action: string, details: Record<string, unknown>) {
    return recordAudit(db, {
      merchantId: caller.merchant.id,
      actorType: 'member',
      actorId: memberId,
      action,
      details,
      ip: caller.ip,
    });
  }
}
