import type { StaffRole } from '@tessera/contracts';
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import type { StaffSession } from '../../http/context.js';
import type { PasswordHasher } from '../../lib/passwords.js';
import { recordAudit } from '../audit/audit.repo.js';
import type { StaffSessions } from './staff-sessions.js';

/**
 * Staff accounts and roles. Sign-in is StaffLogins, sessions StaffSessions, one's own password and
 * authenticator StaffSecurity.
 */
export class StaffService {
  constructor(
    private readonly db: Db,
    private readonly hasher: PasswordHasher,
    private readonly sessions: StaffSessions,
  ) {}

  findSession(token: string, merchantId: number): Promise<StaffSession | null> {
    return this.sessions.find(token, merchantId);
  }

  async createStaff(merchantId: number, username: string, password: string, role: StaffRole): Promise<void> {
    await this.db
      .insertInto('staff')
      .values({ merchant_id: merchantId, username, password_hash: await this.hasher.hash(password), role })
      .onConflict((oc) => oc.columns(['merchant_id', 'username']).doNothing())
      .execute();
  }

  listStaff(merchantId: number) {
    return this.db
      .selectFrom('staff')
      .select(['id', 'username', 'role', 'created_at', 'status'])
      .select((eb) => eb('totp_secret', 'is not', null).as('totp_enabled'))
      .where('merchant_id', '=', merchantId)
      .orderBy('id')
      .execute();
  }

  /** A new staff account, audited in the same transaction; a taken username is refused. */
  async addStaff(actor: StaffSession, username: string, password: string, role: StaffRole, ip: string) {
    const hash = await this.hasher.hash(password);
    return this.db.transaction().execute(async (tx) => {
      const row = await tx
        .insertInto('staff')
        .values({ merchant_id: actor.merchantId, username, password_hash: hash, role })
        .onConflict((oc) => oc.columns(['merchant_id', 'username']).doNothing())
        .returning(['id', 'username', 'role', 'created_at', 'status'])
        .returning((eb) => eb('totp_secret', 'is not', null).as('totp_enabled'))
        .executeTakeFirst();
      if (!row) throw new AppError('staff.username.taken');
      await recordAudit(tx, {
        merchantId: actor.merchantId,
        actorType: 'staff',
        actorId: actor.staffId,
        action: 'staff.create',
        target: `staff:${row.id}`,
        details: { username, role },
        ip,
      });
      return row;
    });
  }

  /**
   * An admin disables a colleague (their sessions end at once, in the same transaction) or enables
   * them again; never themselves, so a brand cannot lose its last admin by a slip. Audited.
   */
  async setStatus(actor: StaffSession, staffId: number, status: 'ACTIVE' | 'DISABLED', ip: string) {
    if (staffId === actor.staffId) throw new AppError('staff.self');
    return this.db.transaction().execute(async (tx) => {
      const row = await tx
        .updateTable('staff')
        .set({ status })
        .where('id', '=', staffId)
        .where('merchant_id', '=', actor.merchantId)
        .returning(['id', 'status'])
        .executeTakeFirst();
      if (!row) throw new AppError('staff.not.found');
      const endedSessions = status === 'DISABLED' ? await this.sessions.end(tx, staffId) : 0;
      await recordAudit(tx, {
        merchantId: actor.merchantId,
        actorType: 'staff',
        actorId: actor.staffId,
        action: status === 'DISABLED' ? 'staff.disable' : 'staff.enable',
        target: `staff:${staffId}`,
        details: { endedSessions },
        ip,
      });
      return { id: row.id, status: row.status, endedSessions };
    });
  }

  /**
   * Clear another staff member's authenticator (a lost phone). Their sessions end: a session that
   * began with the old factor is not trusted past it; they enrol a new one at their next sign-in.
   */
  async resetTotp(actor: StaffSession, staffId: number, ip: string) {
    if (staffId === actor.staffId) throw new AppError('staff.self');
    return this.db.transaction().execute(async (tx) => {
      const row = await tx
        .updateTable('staff')
        .set({ totp_secret: null, totp_pending_secret: null, totp_last_step: null })
        .where('id', '=', staffId)
        .where('merchant_id', '=', actor.merchantId)
        .returning('id')
        .executeTakeFirst();
      if (!row) throw new AppError('staff.not.found');
      const endedSessions = await this.sessions.end(tx, staffId);
      await recordAudit(tx, {
        merchantId: actor.merchantId,
        actorType: 'staff',
        actorId: actor.staffId,
        action: 'staff.totp.reset',
        target: `staff:${staffId}`,
        details: { endedSessions },
        ip,
      });
      return { id: row.id, endedSessions };
    });
  }

  /** Change another staff member's role: read on each of their calls, so it applies at once. */
  async setRole(actor: StaffSession, staffId: number, role: StaffRole, ip: string) {
    if (staffId === actor.staffId) throw new AppError('staff.self');
    return this.db.transaction().execute(async (tx) => {
      const before = await tx
        .selectFrom('staff')
        .select('role')
        .where('id', '=', staffId)
        .where('merchant_id', '=', actor.merchantId)
        .forUpdate()
        .executeTakeFirst();
      if (!before) throw new AppError('staff.not.found');
      await tx.updateTable('staff').set({ role }).where('id', '=', staffId).execute();
      await recordAudit(tx, {
        merchantId: actor.merchantId,
        actorType: 'staff',
        actorId: actor.staffId,
        action: 'staff.role.change',
        target: `staff:${staffId}`,
        details: { before: before.role, after: role },
        ip,
      });
      return { id: staffId, role };
    });
  }
}
