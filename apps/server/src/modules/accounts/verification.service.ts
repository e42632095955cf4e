import type { Db } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { phoneOf } from '../../lib/phone.js';
import type { RateLimiter } from '../../lib/rate-limiter.js';
import type { Challenges } from '../challenges/challenges.service.js';
import type { SmsProvider } from '../notify/notifier.js';
import { FLAGS, isFlagOn } from '../site/merchant.js';
import { findMemberById, findMemberByMobile } from './accounts.repo.js';
import type { Caller } from './sign-in.js';

export const SMS_CODE_MINUTES = 5;
const PER_PHONE = { windowMs: 60_000, max: 1 };
const PER_PHONE_HOUR = { windowMs: 60 * 60_000, max: 5 };
const PER_IP_HOUR = { windowMs: 60 * 60_000, max: 30 };

export type SmsPurpose = 'register' | 'login' | 'reset';

/**
 * SMS codes: throttled per phone (one a minute, five an hour) and per IP. For login and reset the
 * answer is the same whether or not the number is registered; the code only goes to a bound one.
 */
export class VerificationService {
  constructor(
    private readonly db: Db,
    private readonly limiter: RateLimiter,
    private readonly challenges: Challenges,
    private readonly sms: SmsProvider,
  ) {}

  async send(
    caller: Caller,
    purpose: SmsPurpose,
    input: { mobileNum: string; countryDialingCode: string; humanCheck?: { id: string; x: number } },
  ) {
    const { merchant } = caller;
    if (!/^[0-9]{6,15}$/u.test(input.mobileNum)) throw new AppError('mobile.invalid');
    if (purpose === 'login' && !isFlagOn(merchant, FLAGS.smsLogin))
      throw new AppError('function.not.available');
    await this.challenges.assertHuman(merchant, input.humanCheck);
    const phone = phoneOf(input.countryDialingCode, input.mobileNum);
    await this.throttle(merchant.id, phone, caller.ip);
    const bound =
      purpose === 'register' ||
      (await findMemberByMobile(this.db, merchant.id, input.countryDialingCode, input.mobileNum)) !==
        undefined;
    if (bound) {
      const code = await this.challenges.issueCode(merchant, purpose, phone, SMS_CODE_MINUTES);
      await this.sms.sendSms(
        merchant,
        phone,
        `${merchant.name} verification code: ${code}. Valid for ${SMS_CODE_MINUTES} minutes.`,
      );
    }
    return { expiredMinutes: SMS_CODE_MINUTES };
  }

  /** The second-factor code of a refused login goes to the member's bound mobile. */
  async sendSecondFactor(caller: Caller, ticket: string) {
    const { merchant } = caller;
    const data = await this.challenges.readTicket(merchant, 'second-factor', ticket);
    const member = data ? await findMemberById(this.db, Number(data.memberId)) : undefined;
    if (!member?.mobile_num || !member.country_dialing_code) throw new AppError('second.factor.invalid');
    const phone = phoneOf(member.country_dialing_code, member.mobile_num);
    await this.throttle(merchant.id, phone, caller.ip);
    const code = await this.challenges.issueCode(merchant, 'second-factor', ticket, SMS_CODE_MINUTES);
    await this.sms.sendSms(merchant, phone, `${merchant.name} login check code: ${code}`);
    return { expiredMinutes: SMS_CODE_MINUTES };
  }

  private async throttle(merchantId: number, phone: string, ip: string): Promise<void> {
    const checks = [
      { key: `sms:phone:${merchantId}:${phone}`, ...PER_PHONE },
      { key: `sms:phone-hour:${merchantId}:${phone}`, ...PER_PHONE_HOUR },
      { key: `sms:ip:${merchantId}:${ip}`, ...PER_IP_HOUR },
    ];
    for (const check of checks) {
      if ((await this.limiter.peek(check.key)) >= check.max) {
        throw new AppError('too.many.requests', {
          seconds: Math.ceil((await this.limiter.retryAfterMs(check.key)) / 1000),
        });
      }
    }
    await Promise.all(checks.map((check) => this.limiter.hit(check.key, check.windowMs)));
  }
}
