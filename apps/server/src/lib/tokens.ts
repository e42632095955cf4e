import { hash, randomBytes } from 'node:crypto';

/** A 256-bit random token for the client; only its hash is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 in one call (`crypto.hash`): a session is looked up by it on every request. */
export function hashToken(token: string): string {
  return hash('sha256', token, 'base64url');
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
