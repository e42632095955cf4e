import { createHash, randomBytes } from 'node:crypto';

/** A 256-bit random token for the client; only its hash is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export function randomId(bytes = 16): string {
  return randomBytes(bytes).toString('base64url');
}

/** A uniformly drawn string of decimal digits (no modulo bias). */
export function randomDigits(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 250 && out.length < length) out += String(byte % 10);
    }
  }
  return out;
}
