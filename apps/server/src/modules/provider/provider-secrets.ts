import { createHmac, timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** How far a call's `X-Timestamp` may stray from our clock, either way. */
export const SIGNATURE_WINDOW_S = 300;

/**
 * Each vendor's signing secret (`provider_vendor_secrets`). Read through a short cache: a rotation
 * (`set`) on this node applies at once, on other nodes within `CACHE_MS`.
 */
export class ProviderSecrets {
  private static readonly CACHE_MS = 5_000;
  private readonly cache = new Map<string, { secret: string | null; at: number }>();

  constructor(private readonly db: Db) {}

  /** Store (or replace) a vendor's secret. The vendor must exist in `game_vendors`. */
  async set(vendor: string, secret: string): Promise<void> {
    if (secret.length < 16) throw new Error('a provider secret needs at least 16 characters');
    await this.db
      .insertInto('provider_vendor_secrets')
      .values({ vendor_code: vendor, secret })
      .onConflict((conflict) =>
        conflict.column('vendor_code').doUpdateSet({ secret, updated_at: sql`now()` }),
      )
      .execute();
    this.cache.delete(vendor);
  }

  /** The vendor's secret, or null when it has none (its calls cannot be verified). */
  async get(vendor: string): Promise<string | null> {
    const hit = this.cache.get(vendor);
    if (hit && Date.now() - hit.at < ProviderSecrets.CACHE_MS) return hit.secret;
    const row = await this.db
      .selectFrom('provider_vendor_secrets')
      .select('secret')
      .where('vendor_code', '=', vendor)
      .executeTakeFirst();
    const secret = row?.secret ?? null;
    this.cache.set(vendor, { secret, at: Date.now() });
    return secret;
  }
}

/** Hex HMAC-SHA256 over `${timestamp}.${rawBody}`: what `X-Signature` must carry. */
export function providerSignature(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`, 'utf8').digest('hex');
}

/**
 * Whether a call is signed by the vendor and fresh: `X-Timestamp` is unix seconds within the window
 * of `nowMs`, and `X-Signature` matches over the exact bytes that arrived (compared in constant time).
 */
export function isSignedCall(
  secret: string,
  headers: { timestamp: unknown; signature: unknown },
  rawBody: string,
  nowMs: number,
): boolean {
  const { timestamp, signature } = headers;
  if (typeof timestamp !== 'string' || !/^\d{1,12}$/u.test(timestamp)) return false;
  if (Math.abs(Number(timestamp) - Math.floor(nowMs / 1000)) > SIGNATURE_WINDOW_S) return false;
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/iu.test(signature)) return false;
  const expected = Buffer.from(providerSignature(secret, timestamp, rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
