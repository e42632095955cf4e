import type { ReferralFlag } from '@tessera/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { isUniqueViolation } from '../../db/sql-errors.js';
import { AppError } from '../../http/app-error.js';
import { type SiteAddress, siteBase } from '../../lib/site-base.js';
import { drawCode } from '../agents/invitations.js';
import type { Executor } from '../ledger/ledger.repo.js';
import type { Merchant } from '../site/merchant.js';

/** Addresses that say nothing about who is behind them (the machine itself, a local demo). */
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
/** How far back the referrer's browsers are compared with the friend's. */
const DEVICE_DAYS = 30;

/** A member's own referral code, made the first time it is asked for (decision 0044). */
export async function referralCodeOf(db: Db, merchantId: number, memberId: number): Promise<string> {
  const mine = () =>
    db.selectFrom('referral_codes').select('code').where('member_id', '=', memberId).executeTakeFirst();
  const existing = await mine();
  if (existing) return existing.code;
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      await db
        .insertInto('referral_codes')
        .values({ member_id: memberId, merchant_id: merchantId, code: drawCode() })
        .onConflict((oc) => oc.column('member_id').doNothing())
        .execute();
      const made = await mine();
      if (made) return made.code;
    } catch (error) {
      // Another member drew the same code: draw again.
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new AppError('internal.error');
}

export function referralLink(merchant: Merchant, site: SiteAddress, code: string): string {
  return `${siteBase(merchant, site)}/?referralCode=${encodeURIComponent(code)}`;
}

/**
 * A friend registered with a referral code (inside the registration's transaction): the referral
 * is recorded with the abuse guards' flags. The friend's registration IP among the referrer's
 * (their registration IP and every IP they logged in from) is `SAME_IP`; the same browser
 * (user agent) the referrer logged in with in the last 30 days is `SAME_DEVICE`. A code nobody
 * holds registers the member all the same, as the spec's registration does.
 */
export async function linkReferral(
  tx: Executor,
  merchant: Merchant,
  friend: { id: number; code: string; ip: string | null; userAgent: string | null; at: Date },
): Promise<void> {
  const referrer = await tx
    .selectFrom('referral_codes as c')
    .innerJoin('members as m', 'm.id', 'c.member_id')
    .select(['m.id', 'm.register_ip'])
    .where('c.merchant_id', '=', merchant.id)
    .where('c.code', '=', friend.code.trim().toUpperCase())
    .where('m.is_trial', '=', false)
    .executeTakeFirst();
  if (!referrer || referrer.id === friend.id) return;
  const flags: ReferralFlag[] = [];
  if (friend.ip && !LOOPBACK.has(friend.ip)) {
    const { rows } = await sql<{ hit: boolean }>`select ${referrer.register_ip} = ${friend.ip}
      or exists (select 1 from member_known_ips where member_id = ${referrer.id} and ip = ${friend.ip}) as hit`.execute(
      tx,
    );
    if (rows[0]?.hit) flags.push('SAME_IP');
  }
  if (friend.userAgent) {
    const since = new Date(friend.at.getTime() - DEVICE_DAYS * 86_400_000);
    const seen = await tx
      .selectFrom('sessions')
      .select('member_id')
      .where('member_id', '=', referrer.id)
      .where('created_at', '>=', since)
      .where('user_agent', '=', friend.userAgent)
      .limit(1)
      .executeTakeFirst();
    if (seen) flags.push('SAME_DEVICE');
  }
  await tx
    .insertInto('referrals')
    .values({
      friend_id: friend.id,
      referrer_id: referrer.id,
      merchant_id: merchant.id,
      code: friend.code,
      flags,
      friend_ip: friend.ip,
      registered_at: friend.at,
    })
    .onConflict((oc) => oc.column('friend_id').doNothing())
    .execute();
}
