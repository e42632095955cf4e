import { randomBytes } from 'node:crypto';
import type { ProviderSecrets } from '../../modules/provider/provider-secrets.js';
import type { Db } from '../database.js';

/**
 * The demo's vendors sign their provider calls with one shared secret: `DEMO_PROVIDER_SECRET` when
 * set (every vendor is given it), otherwise one generated for the vendors that have none yet, and
 * returned so that start-up can print it once for the provider simulator.
 */
export async function seedDemoProviderSecrets(
  db: Db,
  secrets: ProviderSecrets,
  configured: string | undefined,
): Promise<string | null> {
  const vendors = await db
    .selectFrom('game_vendors')
    .leftJoin('provider_vendor_secrets', 'provider_vendor_secrets.vendor_code', 'game_vendors.code')
    .select(['game_vendors.code', 'provider_vendor_secrets.secret'])
    .execute();
  const secret = configured ?? randomBytes(24).toString('base64url');
  const needing = vendors.filter((vendor) =>
    configured ? vendor.secret !== configured : vendor.secret === null,
  );
  for (const vendor of needing) await secrets.set(vendor.code, secret);
  return configured || needing.length === 0 ? null : secret;
}
