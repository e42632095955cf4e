import type { Db } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import type { StaffSession } from '../../http/context.js';
import type { MemberSessions } from '../accounts/sessions.js';
import { recordAudit } from '../audit/audit.repo.js';

/**
 * Freezing and unfreezing a member. A frozen member cannot log in, and every session of theirs ends
 * with the freeze: revoked in the same transaction, then dropped from every node's cache and their
 * sockets closed (`forgetMember` after commit). Game vendors' calls for them answer USER_DISABLED.
 * Also clearing a member's second factor.
 */
export class MemberStatus {
  constructor(
    private readonly db: Db,
    private readonly sessions: MemberSessions,
  ) {}

  async set(
    actor: StaffSession,
    memberId: number,
    change: { status: 'ACTIVE' | 'DISABLED'; reason: string },
    ip: string,
  ): Promise<{ id: number; status: 'ACTIVE' | 'DISABLED' }> {
    await this.db.transaction().execute(async (tx) => {
      const before = await tx
        .selectFrom('members')
        .select('status')
        .where('id', '=', memberId)
        .where('merchant_id', '=', actor.merchantId)
        .forUpdate()
        .executeTakeFirst();
      if (!before) throw new AppError('object.not.found');
      await tx.updateTable('members').set({ status: change.status }).where('id', '=', memberId).execute();
      if (change.status === 'DISABLED') await this.sessions.revokeAll(tx, memberId);
      await recordAudit(tx, {
        merchantId: actor.merchantId,
        actorType: 'staff',
        actorId: actor.staffId,
        action: change.status === 'DISABLED' ? 'member.freeze' : 'member.unfreeze',
        target: `member:${memberId}`,
        details: { before: before.status, after: change.status, reason: change.reason },
        ip,
      });
    });
    this.sessions.forgetMember(memberId);
    return { id: memberId, status: change.status };
  }

  /** Clear a member's authenticator (a lost phone): the password alone signs them in again. */
  async resetSecondFactor(actor: StaffSession, memberId: number, reason: string, ip: string) {
    return this.db.transaction().execute(async (tx) => {
      const before = await tx
        .selectFrom('members')
        .select(['totp_enabled'])
        .where('id', '=', memberId)
        .where('merchant_id', '=', actor.merchantId)
        .forUpdate()
        .executeTakeFirst();
      if (!before) throw new AppError('object.not.found');
      await tx
        .updateTable('members')
        .set({ totp_secret: null, totp_enabled: false, totp_pending_secret: null, totp_last_step: null })
        .where('id', '=', memberId)
        .execute();
      await recordAudit(tx, {
        merchantId: actor.merchantId,
        actorType: 'staff',
        actorId: actor.staffId,
        action: 'member.second-factor.reset',
        target: `member:${memberId}`,
        details: { hadSecondFactor: before.totp_enabled, reason },
        ip,
      });
      return { id: memberId, cleared: before.totp_enabled };
    });
  }
}
