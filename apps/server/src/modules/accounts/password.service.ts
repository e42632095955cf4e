import { randomInt } from 'node:crypto';
import { checkField, type LoginValue } from '@tessera/contracts';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import type { MemberSession } from '../../http/context.js';
import type { PasswordHasher } from '../../lib/passwords.js';
import type { RateLimiter } from '../../lib/rate-limiter.js';
import { recordAudit } from '../audit/audit.repo.js';
import type { Challenges } from '../challenges/challenges.service.js';
import type { MailSender } from '../notify/notifier.js';
import type { Merchant } from '../site/merchant.js';
import { findMemberById, findMemberByMobile, findMemberByUsername, updateMember } from './accounts.repo.js';
import { phoneOf } from './registration.service.js';
import type { MemberSessions } from './sessions.js';
import type { Caller, SignIn } from './sign-in.js';

/** A temporary password that satisfies the strictest built-in rule (upper, lower, digit, symbol). */
export function temporaryPassword(): string {
  const sets = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnpqrstuvwxyz', '23456789', '@#%+=!'];
  const chars = sets.map((set) => set[randomInt(set.length)]!);
  const all = sets.slice(0, 3).join('');
  while (chars.length < 12) chars.push(all[randomInt(all.length)]!);
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}

export class PasswordService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly hasher: PasswordHasher,
    private readonly sessions: MemberSessions,
    private readonly challenges: Challenges,
    private readonly limiter: RateLimiter,
    private readonly mail: MailSender,
    private readonly signIn: SignIn,
  ) {}

  private assertRule(merchant: Merchant, password: string): void {
    const rule = merchant.register.fields.password;
    if (rule && !checkField(rule, password))
      throw new AppError('validation.failed', { field: 'newPassword' });
  }

  /** Change the password; every session ends and a fresh one is opened for this caller. */
  async change(
    caller: Caller,
    session: MemberSession,
    input: { oldPassword?: string; newPassword: string; confirmNewPassword: string },
  ): Promise<{ token: string }> {
    if (input.newPassword !== input.confirmNewPassword) throw new AppError('password.confirm.mismatch');
    this.assertRule(caller.merchant, input.newPassword);
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

  /**
   * Forgot password by e-mail: when the username and the bound e-mail match, a temporary password
   * is mailed and must be changed at the next login. The answer is the same either way.
   */
  async forgotByEmail(caller: Caller, username: string, email: string): Promise<null> {
    const { merchant } = caller;
    const tries = await this.limiter.hit(`forgot:${merchant.id}:${caller.ip}`, 60 * 60_000);
    if (tries > 10) throw new AppError('too.many.requests', { seconds: 3600 });
    const member = await findMemberByUsername(this.db, merchant.id, username);
    if (!member || member.is_trial || !member.email || member.email.toLowerCase() !== email.toLowerCase())
      return null;
    const password = temporaryPassword();
    const hash = await this.hasher.hash(password);
    await this.db.transaction().execute(async (tx) => {
      await this.setPassword(tx, member.id, hash, true);
      await this.audit(tx, caller, member.id, 'member.password.reset.email');
    });
    this.sessions.forgetMember(member.id);
    await this.mail.sendMail(
      merchant,
      member.email,
      `${merchant.name}: your new password`,
      `Your temporary password for ${member.username} is ${password}. You will be asked to change it when you log in.`,
    );
    return null;
  }

  /** Reset by a code sent to the bound mobile, then log in. */
  async resetByMobile(
    caller: Caller,
    input: { newPassword: string; mobileNum: string; verificationCode: string; countryDialingCode: string },
  ): Promise<LoginValue> {
    const { merchant } = caller;
    this.assertRule(merchant, input.newPassword);
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

  private async setPassword(db: Db, memberId: number, hash: string, mustChange = false): Promise<void> {
    await updateMember(db, memberId, {
      password_hash: hash,
      password_changed_at: this.clock.now(),
      password_must_change: mustChange,
    });
    await this.sessions.revokeAll(db, memberId);
  }

  private audit(db: Db, caller: Caller, memberId: number, action: string) {
    return recordAudit(db, {
      merchantId: caller.merchant.id,
      actorType: 'member',
      actorId: memberId,
      action,
      ip: caller.ip,
    });
  }
}
