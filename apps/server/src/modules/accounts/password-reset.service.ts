import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import type { PasswordHasher } from '../../lib/passwords.js';
import type { RateLimiter } from '../../lib/rate-limiter.js';
import { type SiteAddress, siteBase } from '../../lib/site-base.js';
import type { Challenges } from '../challenges/challenges.service.js';
import type { MailSender } from '../notify/notifier.js';
import type { Merchant } from '../site/merchant.js';
import { findMemberById, findMemberByUsername } from './accounts.repo.js';
import { maskEmail } from './member-view.js';
import type { PasswordService } from './password.service.js';
import { assertPasswordRule } from './password-rule.js';
import type { MemberSessions } from './sessions.js';
import type { Caller } from './sign-in.js';

/** How long a mailed reset link stays good. */
export const RESET_LINK_MINUTES = 30;
/** The site's page a reset link opens (apps/web route `resetPassword`). */
export const RESET_PAGE_PATH = '/resetPassword';
const PURPOSE = 'password-reset';
const HOUR = 60 * 60_000;
/** Requests per IP an hour (answered alike), and links mailed per member an hour. */
const PER_IP_HOUR = 10;
const PER_MEMBER_HOUR = 5;
/** Requests waiting for delivery on this node; beyond it, more are dropped (answered alike). */
const MAX_WAITING = 1_000;

/**
 * Forgot password by e-mail (decision 0020). Asking changes nothing: when the username and the
 * bound e-mail match, a single-use link good for 30 minutes is mailed, and only opening it and
 * setting a new password changes the password (and ends every session).
 *
 * The answer must not tell whether the pair matched, by its body or by its time. So the request
 * path does the same work either way (count the try, queue it) and answers at once; looking the
 * member up, issuing the link and mailing it happen after the answer, one request at a time.
 */
export class PasswordResets {
  private delivering: Promise<void> = Promise.resolve();
  private waiting = 0;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly hasher: PasswordHasher,
    private readonly sessions: MemberSessions,
    private readonly passwords: PasswordService,
    private readonly challenges: Challenges,
    private readonly limiter: RateLimiter,
    private readonly mail: MailSender,
    private readonly log: FastifyBaseLogger,
    private readonly site: SiteAddress,
  ) {}

  async request(caller: Caller, username: string, email: string): Promise<null> {
    const tries = await this.limiter.hit(`forgot:${caller.merchant.id}:${caller.ip}`, HOUR);
    if (tries > PER_IP_HOUR) throw new AppError('too.many.requests', { seconds: 3600 });
    if (this.waiting >= MAX_WAITING) return null;
    this.waiting += 1;
    this.delivering = this.delivering
      .then(() => this.deliver(caller, username, email))
      .catch((error: unknown) => this.log.error({ err: error }, 'password reset mail failed'))
      .finally(() => {
        this.waiting -= 1;
      });
    return null;
  }

  /** Resolves once every request queued so far is delivered (or dropped); tests and shutdown wait on it. */
  idle(): Promise<void> {
    return this.delivering;
  }

  /** Is this link still good? Answers the account it is for, without spending it. */
  async check(caller: Caller, token: string): Promise<{ account: string; expiresAt: string }> {
    const { member, expiresAt } = await this.open(caller.merchant, token);
    return { account: member.username, expiresAt };
  }

  /** Set a new password with a live link; the link is spent and every session of the member ends. */
  async reset(
    caller: Caller,
    input: { token: string; newPassword: string; confirmNewPassword: string },
  ): Promise<null> {
    const { member } = await this.open(caller.merchant, input.token);
    if (input.newPassword !== input.confirmNewPassword) throw new AppError('password.confirm.mismatch');
    assertPasswordRule(caller.merchant, input.newPassword);
    // Spent before the write: of two uses racing, one wins and the other is refused.
    if (!(await this.challenges.spendTicket(caller.merchant, PURPOSE, input.token)))
      throw new AppError('password.reset.invalid');
    const hash = await this.hasher.hash(input.newPassword);
    await this.db.transaction().execute(async (tx) => {
      await this.passwords.setPassword(tx, member.id, hash);
      await this.passwords.audit(tx, caller, member.id, 'member.password.reset.email');
    });
    this.sessions.forgetMember(member.id);
    return null;
  }

  private async open(merchant: Merchant, token: string) {
    const data = await this.challenges.readTicket(merchant, PURPOSE, token);
    const member = data ? await findMemberById(this.db, Number(data.memberId)) : undefined;
    if (!data || !member || member.merchant_id !== merchant.id || member.status !== 'ACTIVE')
      throw new AppError('password.reset.invalid');
    return { member, expiresAt: String(data.expiresAt) };
  }

  private async deliver(caller: Caller, username: string, email: string): Promise<void> {
    const { merchant } = caller;
    const member = await findMemberByUsername(this.db, merchant.id, username);
    if (
      !member ||
      member.is_trial ||
      member.status !== 'ACTIVE' ||
      !member.email ||
      member.email.toLowerCase() !== email.trim().toLowerCase()
    )
      return;
    if ((await this.limiter.hit(`forgot:member:${merchant.id}:${member.id}`, HOUR)) > PER_MEMBER_HOUR) return;
    await this.mailLink(merchant, { ...member, email: member.email });
    await this.passwords.audit(this.db, caller, member.id, 'member.password.reset.link');
  }

  /**
   * Staff send the member a reset link (the back office): to the bound e-mail, at once. Nothing
   * changes until the member opens it; an older link stops working. Answers where it went, masked.
   */
  async sendForStaff(merchant: Merchant, memberId: number): Promise<{ id: number; sentTo: string }> {
    const member = await findMemberById(this.db, memberId);
    if (!member || member.merchant_id !== merchant.id || member.is_trial)
      throw new AppError('object.not.found');
    if (member.status !== 'ACTIVE') throw new AppError('member.disabled');
    if (!member.email) throw new AppError('member.email.none');
    await this.mailLink(merchant, { ...member, email: member.email });
    return { id: member.id, sentTo: maskEmail(member.email) };
  }

  /** Issue a single-use link for the member (spending any older one) and mail it. */
  private async mailLink(merchant: Merchant, member: { id: number; username: string; email: string }) {
    const subject = String(member.id);
    await this.challenges.spendTickets(merchant, PURPOSE, subject);
    const expiresAt = new Date(this.clock.now().getTime() + RESET_LINK_MINUTES * 60_000);
    const token = await this.challenges.issueTicket(
      merchant,
      PURPOSE,
      subject,
      { memberId: member.id, expiresAt: expiresAt.toISOString() },
      RESET_LINK_MINUTES,
    );
    const link = `${siteBase(merchant, this.site)}${RESET_PAGE_PATH}?resetToken=${encodeURIComponent(token)}`;
    await this.mail.sendMail(
      merchant,
      member.email,
      `${merchant.name}: reset your password`,
      [
        `Someone asked to reset the password of ${member.username}.`,
        `To choose a new password, open this link within ${RESET_LINK_MINUTES} minutes (it works once):`,
        link,
        'If it was not you, ignore this message: your password has not changed.',
      ].join('\n'),
    );
  }
}
