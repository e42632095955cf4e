import type { LoginValue } from '@tessera/contracts';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import type { MemberSession } from '../../http/context.js';
import type { PasswordHasher } from '../../lib/passwords.js';
import { phoneOf } from '../../lib/phone.js';
import { recordAudit } from '../audit/audit.repo.js';
import type { Challenges } from '../challenges/challenges.service.js';
import { findMemberById, findMemberByMobile, updateMember } from './accounts.repo.js';
import { assertPasswordRule } from './password-rule.js';
import type { MemberSessions } from './sessions.js';
import type { Caller, SignIn } from './sign-in.js';

export class PasswordService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly hasher: PasswordHasher,
    private readonly sessions: MemberSessions,
    private readonly challenges: Challenges,
    private readonly signIn: SignIn,
  ) {}

  /** Change the password; every session ends and a fresh one is opened for this caller. */
  async change(
    caller: Caller,
    session: MemberSession,
    input: { oldPassword?: string; newPassword: string; confirmNewPassword: string },
  ): Promise<{ token: string }> {
    if (input.newPassword !== input.confirmNewPassword) throw new AppError('password.confirm.mismatch');
    assertPasswordRule(caller.merchant, input.newPassword);
    if (session.isTrial) throw new AppError('trial.not.allowed');
    const member = await findMemberById(this.db, session.memberId);
    if (!member) throw new AppError('user.or.token.invalid');
    if (!input.oldPassword || !(await this.hasher.verify(member.password_hash, input.oldPassword))) {
      throw new AppError('password.incorrect');
    }
    if (input.oldPassword === input.newPassword) throw new AppError('password.same.as.old');
    const hash = await this.hasher.hash(input.newPassword);
    const fresh = await this.db.transaction().execute(async (tx) => {
      await this.setPassword(tx, member.id, hash);
      await this.audit(tx, caller, member.id, 'member.password.change');
      return this.signIn.complete(tx, caller, { ...member, password_must_change: false });
    });
    this.sessions.forgetMember(member.id);
    return { token: fresh.token };
  }

  /** Reset by a code sent to the bound mobile, then log in. */
  async resetByMobile(
    caller: Caller,
    input: { newPassword: string; mobileNum: string; verificationCode: string; countryDialingCode: string },
  ): Promise<LoginValue> {
    const { merchant } = caller;
    assertPasswordRule(merchant, input.newPassword);
    const phone = phoneOf(input.countryDialingCode, input.mobileNum);
    const member = await findMemberByMobile(this.db, merchant.id, input.countryDialingCode, input.mobileNum);
    const valid = await this.challenges.checkCode(merchant, 'reset', phone, input.verificationCode);
    if (!member || !valid) throw new AppError('sms.code.invalid');
    if (member.status !== 'ACTIVE') throw new AppError('member.disabled');
    const hash = await this.hasher.hash(input.newPassword);
    const value = await this.db.transaction().execute(async (tx) => {
      await this.setPassword(tx, member.id, hash);
      await this.audit(tx, caller, member.id, 'member.password.reset.mobile');
      return this.signIn.complete(tx, caller, { ...member, password_must_change: false });
    });
    this.sessions.forgetMember(member.id);
    return value;
  }

  /** Store a new password hash; every session of the member ends in the same transaction. */
  async setPassword(db: Db, memberId: number, hash: string, mustChange = false): Promise<void> {
    await updateMember(db, memberId, {
      password_hash: hash,
      password_changed_at: this.clock.now(),
      password_must_change: mustChange,
    });
    await this.sessions.revokeAll(db, memberId);
  }

  audit(db: Db, caller: Caller, memberId: number, action: string) {
    return recordAudit(db, {
      merchantId: caller.merchant.id,
      actorType: 'member',
      actorId: memberId,
      action,
      ip: caller.ip,
    });
  }
}
