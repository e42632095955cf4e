import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import type { StaffSession } from '../../http/context.js';
import { recordAudit } from '../audit/audit.repo.js';
import type { ProviderSecrets } from '../provider/provider-secrets.js';

const HOUR_MS = 3_600_000;

/**
 * Staff rotate a vendor's signing secret (issue 13, decision 0033): a new secret is drawn and
 * answered once; the old one stays accepted for the grace asked. The audit entry says who rotated
 * and the grace, never a secret.
 */
export class VendorSecretRotation {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly secrets: ProviderSecrets,
  ) {}

  async rotate(actor: StaffSession, code: string, graceHours: number, ip: string) {
    const vendor = await this.db
      .selectFrom('game_vendors')
      .select('code')
      .where('code', '=', code)
      .executeTakeFirst();
    if (!vendor) throw new AppError('object.not.found');
    const rotated = await this.secrets.rotate(code, this.clock.now(), graceHours * HOUR_MS, (tx) =>
      recordAudit(tx, {
        merchantId: actor.merchantId,
        actorType: 'staff',
        actorId: actor.staffId,
        action: 'catalog.vendor.secret.rotate',
        target: `vendor:${code}`,
        details: { graceHours },
        ip,
      }),
    );
    return {
      vendorCode: code,
      secret: rotated.secret,
      rotatedAt: rotated.rotatedAt.toISOString(),
      previousSecretValidUntil: rotated.previousValidUntil?.toISOString() ?? null,
    };
  }
}
