import { createHmac, randomBytes } from 'node:crypto';
import type { ProviderSecrets } from '../../modules/provider/provider-secrets.js';
import type { Db } from '../database.js';

/**
 * A demo vendor's own signing secret: the hex HMAC-SHA256 of its vendor code keyed with the demo's
 * master secret, so one leaked secret speaks for one vendor only. The provider simulator derives
 * the same on its side (apps/provider-simulator, `vendorSecret`).
 */
export function demoVendorSecret(master: string, vendor: string): string {
  return createHmac('sha256', master).update(vendor, 'utf8').digest('hex');
}

/**
 * Give every demo vendor its own secret, derived from `DEMO_PROVIDER_SECRET` when set, except
 * those whose secret staff rotated. Unset, a
 * master is drawn at each start (no one but the simulator this process starts needs it, and only
 * the secrets derived from it are stored) and returned, so start-up can print it once.
 * Answers the master in use and whether it was drawn now.
 */
export async function seedDemoProviderSecrets(
  db: Db,
  secrets: ProviderSecrets,
  configured: string | undefined,
): Promise<{ master: string; drawn: boolean }> {
  const master = configured ?? randomBytes(24).toString('base64url');
  const vendors = await db
    .selectFrom('game_vendors')
    .leftJoin('provider_vendor_secrets', 'provider_vendor_secrets.vendor_code', 'game_vendors.code')
    .select(['game_vendors.code', 'provider_vendor_secrets.secret', 'provider_vendor_secrets.rotated_at'])
    .execute();
  for (const vendor of vendors) {
    if (vendor.rotated_at) continue; // staff chose this one (issue 13): the demo keeps it
    const secret = demoVendorSecret(master, vendor.code);
    if (vendor.secret !== secret) await secrets.set(vendor.code, secret);
  }
  return { master, drawn: configured === undefined };
}
