import { AppError } from '../../http/app-error.js';
import type { RateLimiter } from '../../lib/rate-limiter.js';
import { SMS_CODE_MINUTES } from '../accounts/verification.service.js';
import type { Challenges } from '../challenges/challenges.service.js';
import type { MailSender, SmsProvider } from '../notify/notifier.js';
import type { Merchant } from '../site/merchant.js';

/** Minutes a code mailed to an e-mail address stays good. */
export const EMAIL_CODE_MINUTES = 10;

interface Limit {
  key: string;
  windowMs: number;
  max: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Codes a logged-in member asks for (bind a mobile or an e-mail, reset the payment password).
 * Per phone the limits and keys are the ones the login and registration codes use, so a number
 * cannot be flooded by mixing purposes; per member at most ten an hour of each channel.
 */
export class ContactCodes {
  constructor(
    private readonly challenges: Challenges,
    private readonly limiter: RateLimiter,
    private readonly sms: SmsProvider,
    private readonly mail: MailSender,
  ) {}

  async sendSms(
    merchant: Merchant,
    memberId: number,
    purpose: string,
    phone: string,
    subject: string,
    text: (code: string) => string,
  ): Promise<{ expiredMinutes: number }> {
    await this.throttle([
      { key: `sms:phone:${merchant.id}:${phone}`, windowMs: MINUTE, max: 1 },
      { key: `sms:phone-hour:${merchant.id}:${phone}`, windowMs: HOUR, max: 5 },
      { key: `sms:member:${merchant.id}:${memberId}`, windowMs: HOUR, max: 10 },
    ]);
    const code = await this.challenges.issueCode(merchant, purpose, subject, SMS_CODE_MINUTES);
    await this.sms.sendSms(merchant, phone, text(code));
    return { expiredMinutes: SMS_CODE_MINUTES };
  }

  async sendMail(
    merchant: Merchant,
    memberId: number,
    purpose: string,
    email: string,
    subject: string,
    mail: { subject: string; text: (code: string) => string },
  ): Promise<{ expiredMinutes: number }> {
    await this.throttle([
      { key: `mail:address:${merchant.id}:${email}`, windowMs: MINUTE, max: 1 },
      { key: `mail:address-hour:${merchant.id}:${email}`, windowMs: HOUR, max: 5 },
      { key: `mail:member:${merchant.id}:${memberId}`, windowMs: HOUR, max: 10 },
    ]);
    const code = await this.challenges.issueCode(merchant, purpose, subject, EMAIL_CODE_MINUTES);
    await this.mail.sendMail(merchant, email, mail.subject, mail.text(code));
    return { expiredMinutes: EMAIL_CODE_MINUTES };
  }

  /** Spend the newest live code for `subject`; false when wrong, expired or spent. */
  check(merchant: Merchant, purpose: string, subject: string, code: string): Promise<boolean> {
    return this.challenges.checkCode(merchant, purpose, subject, code);
  }

  private async throttle(limits: Limit[]): Promise<void> {
    for (const limit of limits) {
      if ((await this.limiter.peek(limit.key)) >= limit.max) {
        const wait = await this.limiter.retryAfterMs(limit.key);
        throw new AppError('too.many.requests', { seconds: Math.max(1, Math.ceil(wait / 1000)) });
      }
    }
    await Promise.all(limits.map((limit) => this.limiter.hit(limit.key, limit.windowMs)));
  }
}
