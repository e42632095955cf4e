import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** How far a call's `X-Timestamp` may stray from our clock, either way. */
export const SIGNATURE_WINDOW_S = 300;

/** A vendor's secrets as the store holds them. */
interface StoredSecrets {
  secret: string;
  previous: string | null;
  /** Until when (ms) the previous secret is still accepted. */
  previousUntil: number;
}

/** What a staff rotation answers: the new secret (shown once) and how long the old one lasts. */
export interface RotatedSecret {
  secret: string;
  rotatedAt: Date;
  previousValidUntil: Date | null;
}

type RotationListener = (vendor: string, secret: string) => void;

/**
 * Each vendor's signing secret (`provider_vendor_secrets`). Read through a short cache: a change on
 * this node applies at once, on other nodes within `CACHE_MS`. Staff rotate a secret (`rotate`);
 * the one it replaces stays accepted for the grace they chose, so the vendor can switch over.
 */
export class ProviderSecrets {
  private static readonly CACHE_MS = 5_000;
  private readonly cache = new Map<string, { stored: StoredSecrets | null; at: number }>();
  private readonly listeners: RotationListener[] = [];

  constructor(private readonly db: Db) {}

  /**
   * Store (or replace) a vendor's secret from configuration (the demo seed, tests): no grace for
   * the old one, and not marked as a staff rotation. The vendor must exist in `game_vendors`.
   */
  async set(vendor: string, secret: string): Promise<void> {
    if (secret.length < 16) throw new Error('a provider secret needs at least 16 characters');
    const values = { secret, previous_secret: null, previous_valid_until: null, rotated_at: null };
    await this.db
      .insertInto('provider_vendor_secrets')
      .values({ vendor_code: vendor, ...values })
      .onConflict((conflict) =>
        conflict.column('vendor_code').doUpdateSet({ ...values, updated_at: sql`now()` }),
      )
      .execute();
    this.cache.delete(vendor);
  }

  /**
   * Draw a new secret for a vendor (staff, issue 13). The current one stays accepted for
   * `graceMs` after `at` (0: refused at once, for a leaked secret). Listeners hear the new secret
   * (the demo hands it to its simulator); the caller shows it once and never again.
   */
  async rotate(
    vendor: string,
    at: Date,
    graceMs: number,
    /** Runs in the rotation's transaction (the audit entry). */
    alongside?: (tx: Db) => Promise<void>,
  ): Promise<RotatedSecret> {
    const secret = randomBytes(32).toString('hex');
    let previousValidUntil: Date | null = null;
    await this.db.transaction().execute(async (tx) => {
      const current = await tx
        .selectFrom('provider_vendor_secrets')
        .select('secret')
        .where('vendor_code', '=', vendor)
        .forUpdate()
        .executeTakeFirst();
      if (current && graceMs > 0) previousValidUntil = new Date(at.getTime() + graceMs);
      const rotation = {
        secret,
        previous_secret: previousValidUntil ? current!.secret : null,
        previous_valid_until: previousValidUntil,
        rotated_at: at,
      };
      await tx
        .insertInto('provider_vendor_secrets')
        .values({ vendor_code: vendor, ...rotation })
        .onConflict((conflict) =>
          conflict.column('vendor_code').doUpdateSet({ ...rotation, updated_at: sql`now()` }),
        )
        .execute();
      await alongside?.(tx);
    });
    this.cache.delete(vendor);
    for (const listener of this.listeners) listener(vendor, secret);
    return { secret, rotatedAt: at, previousValidUntil };
  }

  /** Hear every rotation made on this node. */
  onRotated(listener: RotationListener): void {
    this.listeners.push(listener);
  }

  /** The vendors whose secret staff chose, with it (the demo hands them to its simulator). */
  async rotated(): Promise<{ vendor: string; secret: string }[]> {
    const rows = await this.db
      .selectFrom('provider_vendor_secrets')
      .select(['vendor_code', 'secret'])
      .where('rotated_at', 'is not', null)
      .execute();
    return rows.map((row) => ({ vendor: row.vendor_code, secret: row.secret }));
  }

  /** The vendor's current secret, or null when it has none (its calls cannot be verified). */
  async get(vendor: string): Promise<string | null> {
    return (await this.stored(vendor))?.secret ?? null;
  }

  /** The secrets a call may be signed with at `nowMs`: the current one, and the previous in grace. */
  async accepted(vendor: string, nowMs: number): Promise<string[]> {
    const stored = await this.stored(vendor);
    if (!stored) return [];
    return stored.previous && nowMs < stored.previousUntil
      ? [stored.secret, stored.previous]
      : [stored.secret];
  }

  private async stored(vendor: string): Promise<StoredSecrets | null> {
    const hit = this.cache.get(vendor);
    if (hit && Date.now() - hit.at < ProviderSecrets.CACHE_MS) return hit.stored;
    const row = await this.db
      .selectFrom('provider_vendor_secrets')
      .select(['secret', 'previous_secret', 'previous_valid_until'])
      .where('vendor_code', '=', vendor)
      .executeTakeFirst();
    const stored = row
      ? {
          secret: row.secret,
          previous: row.previous_secret,
          previousUntil: row.previous_valid_until?.getTime() ?? 0,
        }
      : null;
    this.cache.set(vendor, { stored, at: Date.now() });
    return stored;
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
