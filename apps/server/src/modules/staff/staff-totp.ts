import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import { newTotpSecret, otpauthUrl, totpStepOf } from '../accounts/totp.js';
import type { Merchant } from '../site/merchant.js';

/** Roles that must log in with an authenticator code on brands that require it. */
const TOTP_ROLES: readonly string[] = ['admin', 'finance'];

export interface StaffTotpState {
  role: string;
  totp_secret: string | null;
}

/** Whether this staff member's login takes an authenticator step. */
export function totpStepNeeded(merchant: Merchant, staff: StaffTotpState): boolean {
  return staff.totp_secret !== null || (merchant.staffTotpRequired && TOTP_ROLES.includes(staff.role));
}

/**
 * Staff authenticator secrets (RFC 6238 through accounts/totp.ts, the one implementation). A new
 * secret waits in `totp_pending_secret` until a code from it is confirmed; every accepted code
 * records its step, and a step not after the last one is refused, so each code works once.
 */
export class StaffTotp {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** A fresh secret set aside for `staffId`, with the URL an authenticator app reads. */
  async begin(merchant: Merchant, staffId: number, username: string) {
    const secret = newTotpSecret();
    await this.db
      .updateTable('staff')
      .set({ totp_pending_secret: secret })
      .where('id', '=', staffId)
      .execute();
    return { secret, otpauthUrl: otpauthUrl(`${merchant.name} staff`, username, secret) };
  }

  /** Accept a code from the pending secret: it becomes the secret. Answers whether it did. */
  async confirm(staffId: number, code: string): Promise<boolean> {
    const staff = await this.db
      .selectFrom('staff')
      .select('totp_pending_secret')
      .where('id', '=', staffId)
      .executeTakeFirst();
    const pending = staff?.totp_pending_secret;
    const step = pending ? totpStepOf(pending, code, this.clock.now()) : null;
    if (!pending || step === null) return false;
    const row = await this.db
      .updateTable('staff')
      .set({ totp_secret: pending, totp_pending_secret: null, totp_last_step: BigInt(step) })
      .where('id', '=', staffId)
      .where('totp_pending_secret', '=', pending)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Accept a code from the confirmed secret, once: one guarded update records its step. */
  async verify(staffId: number, code: string): Promise<boolean> {
    const staff = await this.db
      .selectFrom('staff')
      .select('totp_secret')
      .where('id', '=', staffId)
      .executeTakeFirst();
    const secret = staff?.totp_secret;
    const step = secret ? totpStepOf(secret, code, this.clock.now()) : null;
    if (!secret || step === null) return false;
    const row = await this.db
      .updateTable('staff')
      .set({ totp_last_step: BigInt(step) })
      .where('id', '=', staffId)
      .where('totp_secret', '=', secret)
      .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', BigInt(step))]))
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }
}
