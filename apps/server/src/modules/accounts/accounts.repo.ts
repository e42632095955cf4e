import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { MemberTable } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/sql-errors.js';
import { AppError } from '../../http/app-error.js';
import { normaliseDialingCode } from '../../lib/phone.js';

export type MemberRow = Selectable<MemberTable>;

export async function findMemberById(db: Db, id: number): Promise<MemberRow | undefined> {
  return db.selectFrom('members').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findMemberByUsername(db: Db, merchantId: number, username: string) {
  return db
    .selectFrom('members')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('username_lower', '=', username.toLowerCase())
    .executeTakeFirst();
}

export async function findMemberByMobile(db: Db, merchantId: number, dialingCode: string, mobileNum: string) {
  return db
    .selectFrom('members')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('country_dialing_code', '=', normaliseDialingCode(dialingCode))
    .where('mobile_num', '=', mobileNum)
    .where('is_trial', '=', false)
    .executeTakeFirst();
}

/**
 * The agent an invitation code belongs to, and whether it makes members or agents: a code of
 * `agent_invitations`, or an agent's own `affiliate_code` (members). Only an active agent's codes.
 */
export async function findInvitation(db: Db, merchantId: number, code: string) {
  const invited = await db
    .selectFrom('agent_invitations as i')
    .innerJoin('members as m', 'm.id', 'i.agent_id')
    .select(['m.id', 'm.path', 'm.type', 'i.kind'])
    .where('i.merchant_id', '=', merchantId)
    .where('i.code', '=', code)
    .where('m.status', '=', 'ACTIVE')
    .executeTakeFirst();
  if (invited) return invited;
  const agent = await db
    .selectFrom('members')
    .select(['id', 'path', 'type'])
    .where('merchant_id', '=', merchantId)
    .where('affiliate_code', '=', code)
    .where('status', '=', 'ACTIVE')
    .executeTakeFirst();
  return agent && { ...agent, kind: 'MEMBER' as const };
}

/** A new member. Two registrations racing for one name: the unique index decides, the loser is told plainly. */
export async function insertMember(db: Db, values: Insertable<MemberTable>): Promise<MemberRow> {
  try {
    return await db.insertInto('members').values(values).returningAll().executeTakeFirstOrThrow();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('username.taken');
    throw error;
  }
}

export async function updateMember(db: Db, id: number, values: Updateable<MemberTable>): Promise<void> {
  await db.updateTable('members').set(values).where('id', '=', id).execute();
}

export async function isKnownIp(
  db: Db,
  memberId: number,
  ip: string,
): Promise<{ known: boolean; any: boolean }> {
  const rows = await db
    .selectFrom('member_known_ips')
    .select('ip')
    .where('member_id', '=', memberId)
    .limit(1000)
    .execute();
  return { known: rows.some((r) => r.ip === ip), any: rows.length > 0 };
}

export async function rememberIp(db: Db, memberId: number, ip: string): Promise<void> {
  await db
    .insertInto('member_known_ips')
    .values({ member_id: memberId, ip })
    .onConflict((oc) => oc.columns(['member_id', 'ip']).doNothing())
    .execute();
}

/**
 * Accept an authenticator code's 30-second step once: moves the member's last accepted step
 * forward, or answers false when that step (or a later one) was already accepted. One guarded
 * update, so of two concurrent logins with one code only one wins.
 */
export async function claimTotpStep(db: Db, memberId: number, step: number): Promise<boolean> {
  const claimed = await db
    .updateTable('members')
    .set({ totp_last_step: BigInt(step) })
    .where('id', '=', memberId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', BigInt(step))]))
    .executeTakeFirst();
  return claimed.numUpdatedRows > 0n;
}
