import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function newTotpSecret(): string {
  let bits = '';
  for (const byte of randomBytes(20)) bits += byte.toString(2).padStart(8, '0');
  let out = '';
  for (let i = 0; i + 5 <= bits.length; i += 5) out += BASE32[Number.parseInt(bits.slice(i, i + 5), 2)];
  return out;
}

function decodeBase32(secret: string): Buffer {
  let bits = '';
  for (const char of secret.replace(/=+$/u, '').toUpperCase()) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error('not base32');
    bits += index.toString(2).padStart(5, '0');
  }
  const bytes: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(Number.parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}

/** RFC 6238 code (SHA-1, 30 s steps, 6 digits) for a moment. */
export function totpCode(secret: string, at: Date): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at.getTime() / 30_000)));
  const mac = createHmac('sha1', decodeBase32(secret)).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = (mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return binary.toString().padStart(6, '0');
}

/** Accept the code of this step or one step either side (clock drift). */
export function checkTotp(secret: string, code: string, at: Date): boolean {
  return totpStepOf(secret, code, at) !== null;
}

/**
 * The 30-second step whose code `code` is (this step or one either side), or null. A caller that
 * stores the last step it accepted and refuses any step not after it accepts each code once.
 */
export function totpStepOf(secret: string, code: string, at: Date): number | null {
  const given = Buffer.from(code.trim());
  const now = Math.floor(at.getTime() / 30_000);
  for (const step of [now - 1, now, now + 1]) {
    const expected = Buffer.from(totpCode(secret, new Date(step * 30_000)));
    if (expected.length === given.length && timingSafeEqual(expected, given)) return step;
  }
  return null;
}

export function otpauthUrl(issuer: string, account: string, secret: string): string {
  const label = encodeURIComponent(`${issuer}:${account}`);
  return `otpauth://totp/${label}?secret=${secret}&issuer=${encodeURIComponent(issuer)}&algorithm=SHA1&digits=6&period=30`;
}
