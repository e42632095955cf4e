import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/database.js';

/**
 * The shared secret a gateway signs its notifications with, one per gateway code. The sandbox's
 * is drawn on first use and kept in `payment_gateway_secrets`, so every node (and the sandbox,
 * which plays the provider's side) reads the same one. Cached for the life of the process:
 * secrets are never rotated in place (a rotation is a new gateway code).
 */
export class GatewaySecrets {
  private readonly cache = new Map<string, Promise<string>>();

  constructor(private readonly db: Db) {}

  get(gateway: string): Promise<string> {
    let secret = this.cache.get(gateway);
    if (!secret) {
      secret = this.load(gateway);
      this.cache.set(gateway, secret);
      // A failed read must not stick: the next notification tries again.
      secret.catch(() => this.cache.delete(gateway));
    }
    return secret;
  }

  private async load(gateway: string): Promise<string> {
    // Two nodes drawing at once: the first insert wins and both read the winner.
    await this.db
      .insertInto('payment_gateway_secrets')
      .values({ gateway, secret: randomBytes(32).toString('hex') })
      .onConflict((conflict) => conflict.column('gateway').doNothing())
      .execute();
    const row = await this.db
      .selectFrom('payment_gateway_secrets')
      .select('secret')
      .where('gateway', '=', gateway)
      .executeTakeFirstOrThrow();
    return row.secret;
  }
}

/** Hex HMAC-SHA256 of the raw body, the signature a notification carries in its header. */
export function signBody(secret: string, rawBody: string): string {
  return createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex');
}

/** Constant-time check of a hex signature against the raw body. */
export function verifyBody(secret: string, rawBody: string, signature: string): boolean {
  if (!/^[0-9a-f]{64}$/iu.test(signature)) return false;
  const expected = Buffer.from(signBody(secret, rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
