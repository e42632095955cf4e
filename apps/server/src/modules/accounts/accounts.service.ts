import { randomUUID } from 'node:crypto';
import type { Language, LoginValue, MemberInfo } from '@tessera/contracts';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import type { MemberSession } from '../../http/context.js';
import type { PasswordHasher } from '../../lib/passwords.js';
import type { RateLimiter } from '../../lib/rate-limiter.js';
import { randomId } from '../../lib/tokens.js';
import { recordAudit } from '../audit/audit.repo.js';
import type { Ledger } from '../ledger/ledger.service.js';
import { FLAGS, isFlagOn, type Merchant, TRIAL_CURRENCY } from '../site/merchant.js';
import {
  claimTotpStep,
  findMemberById,
  insertMember,
  type MemberRow,
  updateMember,
} from './accounts.repo.js';
import { TRIAL_TYPE, toMemberInfo } from './member-view.js';
import type { MemberSessions } from './sessions.js';
import type { Caller, SignIn } from './sign-in.js';
import { newTotpSecret, otpauthUrl, totpStepOf } from './totp.js';

/** Re-authentication tries (password or code) per member in the window, successes included. */
const REAUTH_TRIES = 10;
const REAUTH_WINDOW_MS = 15 * 60_000;

export type Reauth = { password?: string; code?: string };

const AVATAR_COLOURS = ['#7c3aed', '#db2777', '#0891b2', '#059669', '#d97706', '#4f46e5'];

export class AccountsService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly hasher: PasswordHasher,
    private readonly limiter: RateLimiter,
    private readonly signIn: SignIn,
    private readonly sessions: MemberSessions,
    private readonly ledger: Ledger,
  ) {}

  info(merchant: Merchant, session: MemberSession): MemberInfo {
    return toMemberInfo(session.member, merchant);
  }

  /** An avatar drawn from the account name: the first letter on a colour picked from the name. */
  async icon(session: MemberSession): Promise<{ iconUrl: string }> {
    const member = await findMemberById(this.db, session.memberId);
    if (!member) throw new AppError('user.or.token.invalid');
    const letter = [...member.username][0]?.toUpperCase() ?? '?';
    const colour =
      AVATAR_COLOURS[
        [...member.username].reduce((sum, ch) => sum + ch.codePointAt(0)!, 0) % AVATAR_COLOURS.length
      ];
    const escaped = letter.replace(/[<>&"']/gu, '?');
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="32" fill="${colour}"/><text x="32" y="42" font-size="30" text-anchor="middle" fill="#fff" font-family="sans-serif">${escaped}</text></svg>`;
    return { iconUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
  }

  async setLanguage(memberId: number, language: Language): Promise<void> {
    await updateMember(this.db, memberId, { language });
    this.sessions.forgetMember(memberId);
  }

  /**
   * Free play: a trial member (type 4) with its own session. Trial members hold trial currency only
   * (credited from the trial issuer at once), play in-house games only, and cannot open the member
   * or agent centre.
   */
  async freePlay(caller: Caller): Promise<LoginValue> {
    const { merchant } = caller;
    if (!isFlagOn(merchant, FLAGS.freePlay)) throw new AppError('function.not.available');
    const count = await this.limiter.hit(`freeplay:${merchant.id}:${caller.ip}`, 60 * 60_000);
    if (count > 20) throw new AppError('too.many.requests', { seconds: 3600 });
    const username = `trial_${randomId(6)
      .toLowerCase()
      .replace(/[^a-z0-9]/gu, 'x')}`;
    const passwordHash = await this.hasher.hash(randomId(24));
    return this.ledger.transaction(async (book) => {
      const tx = book.tx;
      const member = await insertMember(tx, {
        merchant_id: merchant.id,
        username,
        username_lower: username,
        password_hash: passwordHash,
        type: TRIAL_TYPE,
        is_trial: true,
        language: merchant.defaultLanguage,
        register_ip: caller.ip,
      });
      await recordAudit(tx, {
        merchantId: merchant.id,
        actorType: 'member',
        actorId: member.id,
        action: 'member.freeplay',
        ip: caller.ip,
      });
      if (merchant.wallet.trialCredit > 0) {
        await book.post({
          merchantId: merchant.id,
          currency: TRIAL_CURRENCY,
          legs: [
            {
              id: randomUUID(),
              debit: { house: 'TRIAL_ISSUER' },
              credit: { member: member.id, kind: 'MAIN' },
              amount: BigInt(merchant.wallet.trialCredit),
              kind: 'TRIAL_CREDIT',
              refType: 'member',
              refId: String(member.id),
            },
          ],
        });
      }
      return this.signIn.complete(tx, caller, member);
    });
  }

  /**
   * Start binding an authenticator app. Anyone holding the session could otherwise swap the
   * member's second factor for their own, so the password (or a current code from the bound app)
   * is asked again. The new secret waits beside the bound one until a code from it is confirmed.
   */
  async setupTotp(caller: Caller, session: MemberSession, proof: Reauth) {
    const member = await this.reauthenticate(caller, session, proof);
    const secret = newTotpSecret();
    await updateMember(this.db, member.id, { totp_pending_secret: secret });
    return { secret, otpauthUrl: otpauthUrl(caller.merchant.name, member.username, secret) };
  }

  async enableTotp(caller: Caller, session: MemberSession, code: string): Promise<null> {
    const member = await findMemberById(this.db, session.memberId);
    const secret = member?.totp_pending_secret;
    if (!member || !secret || totpStepOf(secret, code, this.clock.now()) === null)
      throw new AppError('second.factor.invalid');
    await this.db.transaction().execute(async (tx) => {
      await updateMember(tx, member.id, {
        totp_secret: secret,
        totp_enabled: true,
        totp_pending_secret: null,
      });
      await this.audit(tx, caller, member.id, 'member.totp.enable');
    });
    this.sessions.forgetMember(member.id);
    return null;
  }

  async disableTotp(caller: Caller, session: MemberSession, proof: Reauth): Promise<null> {
    const member = await this.reauthenticate(caller, session, proof);
    await this.db.transaction().execute(async (tx) => {
      await updateMember(tx, member.id, {
        totp_secret: null,
        totp_enabled: false,
        totp_pending_secret: null,
      });
      await this.audit(tx, caller, member.id, 'member.totp.disable');
    });
    this.sessions.forgetMember(member.id);
    return null;
  }

  /**
   * The member proves again that they are at the keyboard: the login password, or a current code
   * of the bound authenticator app. Every try counts (before the check, so a burst cannot race
   * past it): ten in fifteen minutes per member.
   */
  private async reauthenticate(caller: Caller, session: MemberSession, proof: Reauth): Promise<MemberRow> {
    const member = await findMemberById(this.db, session.memberId);
    if (!member) throw new AppError('user.or.token.invalid');
    if (member.is_trial) throw new AppError('trial.not.allowed');
    const password = proof.password ?? '';
    const code = proof.code?.trim() ?? '';
    if (!password && !code) throw new AppError('reauth.required');
    const key = `reauth:${caller.merchant.id}:${member.id}`;
    if ((await this.limiter.hit(key, REAUTH_WINDOW_MS)) > REAUTH_TRIES) {
      throw new AppError('too.many.requests', {
        seconds: Math.max(1, Math.ceil((await this.limiter.retryAfterMs(key)) / 1000)),
      });
    }
    if (password) {
      if (!(await this.hasher.verify(member.password_hash, password)))
        throw new AppError('password.incorrect');
    } else {
      // A code is good once, here as at login: its step is claimed like a login's.
      const step =
        member.totp_enabled && member.totp_secret
          ? totpStepOf(member.totp_secret, code, this.clock.now())
          : null;
      if (step === null || !(await claimTotpStep(this.db, member.id, step)))
        throw new AppError('second.factor.invalid');
    }
    return member;
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
