import type { Profile } from '@tessera/contracts';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import { isUniqueViolation } from '../../db/sql-errors.js';
import { AppError } from '../../http/app-error.js';
import type { MemberSession } from '../../http/context.js';
import { readJson } from '../../lib/json-column.js';
import { normaliseDialingCode, phoneOf } from '../../lib/phone.js';
import { findMemberById, type MemberRow } from '../accounts/accounts.repo.js';
import type { MemberSessions } from '../accounts/sessions.js';
import type { Caller } from '../accounts/sign-in.js';
import { recordAudit } from '../audit/audit.repo.js';
import { normaliseName } from './bank-cards.service.js';
import type { ContactCodes } from './contact-codes.js';
import { maskEmail, maskMobile, toProfile } from './security.views.js';

/** A display name: any printable text. */
const NICKNAME = /^[^\p{C}]+$/u;
/** A person's name in any script: letters and marks, with spaces, dots, hyphens and apostrophes. */
const REAL_NAME = /^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/u;

export interface ProfileUpdate {
  nickname?: string | undefined;
  payeeName?: string | undefined;
  birthday?: string | undefined;
}

/** The member's own profile: nickname, real name (once), birthday, and binding a mobile or e-mail. */
export class ProfileService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly sessions: MemberSessions,
    private readonly codes: ContactCodes,
  ) {}

  async get(session: MemberSession): Promise<Profile> {
    assertReal(session);
    return toProfile(await this.load(session.memberId));
  }

  async update(caller: Caller, session: MemberSession, input: ProfileUpdate): Promise<Profile> {
    assertReal(session);
    const member = await this.load(session.memberId);
    const changed: string[] = [];
    const extras = { ...(readJson<Record<string, string>>(member.profile) ?? {}) };
    let nickname = member.nickname;
    if (input.nickname !== undefined && input.nickname !== (member.nickname ?? '')) {
      if (input.nickname !== '' && !NICKNAME.test(input.nickname))
        throw new AppError('validation.failed', { field: 'nickname' });
      nickname = input.nickname || null;
      changed.push('nickname');
    }
    let realName: string | null = null;
    if (input.payeeName) {
      const name = input.payeeName.replace(/\s+/gu, ' ');
      if (!REAL_NAME.test(name)) throw new AppError('validation.failed', { field: 'payeeName' });
      const current = member.payee_name?.trim() ?? '';
      if (current !== '' && normaliseName(current) !== normaliseName(name))
        throw new AppError('real.name.locked');
      if (current === '') realName = name;
    }
    if (input.birthday !== undefined && input.birthday !== (extras.birthday ?? '')) {
      if (input.birthday === '') delete extras.birthday;
      else extras.birthday = this.checkBirthday(caller, input.birthday);
      changed.push('birthday');
    }
    if (changed.length === 0 && realName === null) return toProfile(member);

    await this.db.transaction().execute(async (tx) => {
      await tx
        .updateTable('members')
        .set({ nickname, profile: JSON.stringify(extras) })
        .where('id', '=', member.id)
        .execute();
      if (realName !== null) {
        // Set only while still empty: two first-time saves racing cannot both write a name.
        const set = await tx
          .updateTable('members')
          .set({ payee_name: realName })
          .where('id', '=', member.id)
          .where((eb) => eb.or([eb('payee_name', 'is', null), eb('payee_name', '=', '')]))
          .executeTakeFirst();
        if (set.numUpdatedRows === 0n) throw new AppError('real.name.locked');
        changed.push('payeeName');
      }
      await this.audit(tx, caller, member.id, 'member.profile.update', { fields: changed });
    });
    return this.fresh(member.id);
  }

  async sendMobileCode(caller: Caller, session: MemberSession, mobileNum: string, dialingCode: string) {
    assertReal(session);
    const phone = await this.freePhone(caller, session.memberId, mobileNum, dialingCode);
    return this.codes.sendSms(
      caller.merchant,
      session.memberId,
      'bind-mobile',
      phone,
      `${session.memberId}:${phone}`,
      (code) => `${caller.merchant.name} verification code: ${code}. Use it to bind this number.`,
    );
  }

  async bindMobile(
    caller: Caller,
    session: MemberSession,
    input: { mobileNum: string; countryDialingCode: string; verificationCode: string },
  ): Promise<Profile> {
    assertReal(session);
    const phone = await this.freePhone(caller, session.memberId, input.mobileNum, input.countryDialingCode);
    const subject = `${session.memberId}:${phone}`;
    if (!(await this.codes.check(caller.merchant, 'bind-mobile', subject, input.verificationCode)))
      throw new AppError('sms.code.invalid');
    try {
      await this.db.transaction().execute(async (tx) => {
        await tx
          .updateTable('members')
          .set({
            mobile_num: input.mobileNum,
            country_dialing_code: normaliseDialingCode(input.countryDialingCode),
            verified_mobile: phone,
          })
          .where('id', '=', session.memberId)
          .execute();
        await this.audit(tx, caller, session.memberId, 'member.mobile.bind', {
          mobile: maskMobile(input.mobileNum),
        });
      });
    } catch (error) {
      // Another member bound the number between our check and this write: the unique index decides.
      if (isUniqueViolation(error)) throw new AppError('mobile.taken');
      throw error;
    }
    return this.fresh(session.memberId);
  }

  async sendEmailCode(caller: Caller, session: MemberSession, email: string) {
    assertReal(session);
    const address = email.trim().toLowerCase();
    return this.codes.sendMail(
      caller.merchant,
      session.memberId,
      'bind-email',
      address,
      `${session.memberId}:${address}`,
      {
        subject: `${caller.merchant.name}: e-mail verification code`,
        text: (code) => `Your code to bind this e-mail address is ${code}. It is valid for 10 minutes.`,
      },
    );
  }

  async bindEmail(caller: Caller, session: MemberSession, email: string, verificationCode: string) {
    assertReal(session);
    const address = email.trim().toLowerCase();
    const subject = `${session.memberId}:${address}`;
    if (!(await this.codes.check(caller.merchant, 'bind-email', subject, verificationCode)))
      throw new AppError('sms.code.invalid');
    await this.db.transaction().execute(async (tx) => {
      await tx
        .updateTable('members')
        .set({ email: email.trim(), verified_email: address })
        .where('id', '=', session.memberId)
        .execute();
      await this.audit(tx, caller, session.memberId, 'member.email.bind', { email: maskEmail(address) });
    });
    return this.fresh(session.memberId);
  }

  /** The phone in E.164 form, refused when malformed or bound to another member of the brand. */
  private async freePhone(caller: Caller, memberId: number, mobileNum: string, dialingCode: string) {
    if (!/^[0-9]{6,15}$/u.test(mobileNum)) throw new AppError('mobile.invalid');
    const code = normaliseDialingCode(dialingCode);
    const holder = await this.db
      .selectFrom('members')
      .select('id')
      .where('merchant_id', '=', caller.merchant.id)
      .where('country_dialing_code', '=', code)
      .where('mobile_num', '=', mobileNum)
      .where('is_trial', '=', false)
      .where('id', '<>', memberId)
      .executeTakeFirst();
    if (holder) throw new AppError('mobile.taken');
    return phoneOf(code, mobileNum);
  }

  /** A real calendar day, not in the future, and old enough for the brand's minimum age. */
  private checkBirthday(caller: Caller, text: string): string {
    const match = DAY.exec(text);
    const [year, month, day] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [0, 0, 0];
    const date = new Date(Date.UTC(year, month - 1, day));
    const real = match !== null && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
    const now = this.clock.now();
    const minimumAge = caller.merchant.register.minimumAge;
    const oldest = Date.UTC(now.getUTCFullYear() - minimumAge, now.getUTCMonth(), now.getUTCDate());
    if (!real || year < 1900 || date.getTime() > oldest) throw new AppError('birthday.invalid');
    return text;
  }

  private async load(memberId: number): Promise<MemberRow> {
    const member = await findMemberById(this.db, memberId);
    if (!member) throw new AppError('user.or.token.invalid');
    return member;
  }

  /** Reread after a change, and drop the cached session so `/wps/member/info` shows it at once. */
  private async fresh(memberId: number): Promise<Profile> {
    this.sessions.forgetMember(memberId);
    return toProfile(await this.load(memberId));
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

/** Trial members have no profile, contacts, cards or payment password. */
export function assertReal(session: MemberSession): void {
  if (session.isTrial) throw new AppError('trial.not.allowed');
}
