import { constants, createDecipheriv, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { ENCRYPTION_HEADER, type RsaKey, SEAL_IV_BYTES, SEAL_TAG_BYTES } from '@tessera/contracts';
import { sql } from 'kysely';
import type { Clock } from '../clock.js';
import type { Db } from '../db/database.js';
import { randomId } from '../lib/tokens.js';
import { AppError } from './app-error.js';

const MAX_SKEW_MS = 5 * 60_000;

interface Key {
  id: string;
  privateKeyPem: string;
  publicKeySpki: string;
}

/**
 * Server side of the sealed-payload scheme (domain.md §1): the RSA key pair lives in the database so
 * every node opens what any node's key sealed; `ts` must be within five minutes and a nonce is
 * accepted once, across nodes, through the `used_nonces` table.
 */
export class SealedPayloads {
  private keys = new Map<string, Key>();
  private current: Key | null = null;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async init(): Promise<void> {
    let rows = await this.db.selectFrom('server_keys').selectAll().orderBy('created_at', 'desc').execute();
    if (rows.length === 0) {
      const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
      await this.db
        .insertInto('server_keys')
        .values({
          id: randomId(8),
          private_key_pem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
          public_key_spki: publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
        })
        .execute();
      rows = await this.db.selectFrom('server_keys').selectAll().orderBy('created_at', 'desc').execute();
    }
    this.keys = new Map(
      rows.map((r) => [
        r.id,
        { id: r.id, privateKeyPem: r.private_key_pem, publicKeySpki: r.public_key_spki },
      ]),
    );
    this.current = this.keys.get(rows[0]!.id)!;
  }

  publicKey(): RsaKey {
    if (!this.current) throw new Error('SealedPayloads.init() was not called');
    return { keyId: this.current.id, publicKey: this.current.publicKeySpki };
  }

  /** Open a sealed body; refuse stale or replayed ones. Returns the payload without `ts` and `nonce`. */
  async open(header: string, value: unknown): Promise<Record<string, unknown>> {
    const [keyId, wrapped] = header.split('.', 2);
    const key = keyId ? this.keys.get(keyId) : undefined;
    if (!key || !wrapped || typeof value !== 'string') throw new AppError('encryption.invalid');
    let payload: unknown;
    try {
      const aesKey = privateDecrypt(
        { key: key.privateKeyPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        Buffer.from(wrapped, 'base64'),
      );
      const sealed = Buffer.from(value, 'base64');
      if (aesKey.length !== 32 || sealed.length < SEAL_IV_BYTES + SEAL_TAG_BYTES) throw new Error('short');
      const iv = sealed.subarray(0, SEAL_IV_BYTES);
      const tag = sealed.subarray(sealed.length - SEAL_TAG_BYTES);
      const decipher = createDecipheriv('aes-256-gcm', aesKey, iv);
      decipher.setAuthTag(tag);
      const plain = Buffer.concat([
        decipher.update(sealed.subarray(SEAL_IV_BYTES, -SEAL_TAG_BYTES)),
        decipher.final(),
      ]);
      payload = JSON.parse(plain.toString('utf8'));
    } catch {
      throw new AppError('encryption.invalid');
    }
    if (typeof payload !== 'object' || payload === null || Array.isArray(payload))
      throw new AppError('encryption.invalid');
    const { ts, nonce, ...rest } = payload as Record<string, unknown>;
    const now = this.clock.now().getTime();
    if (typeof ts !== 'number' || !Number.isFinite(ts) || Math.abs(now - ts) > MAX_SKEW_MS) {
      throw new AppError('request.expired');
    }
    if (typeof nonce !== 'string' || nonce.length < 8 || nonce.length > 128)
      throw new AppError('encryption.invalid');
    await this.spendNonce(nonce, new Date(ts + 2 * MAX_SKEW_MS));
    return rest;
  }

  private async spendNonce(nonce: string, expiresAt: Date): Promise<void> {
    const inserted = await this.db
      .insertInto('used_nonces')
      .values({ nonce, expires_at: expiresAt })
      .onConflict((oc) => oc.column('nonce').doNothing())
      .executeTakeFirst();
    if (inserted.numInsertedOrUpdatedRows === 0n) throw new AppError('request.replayed');
    // Past their expiry a nonce's request is refused for its `ts` anyway, so old ones can go.
    if (Math.random() < 0.01) {
      await sql`delete from used_nonces where expires_at < ${this.clock.now()}`.execute(this.db);
    }
  }
}

export { ENCRYPTION_HEADER };
