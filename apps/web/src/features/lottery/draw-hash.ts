import type { LotteryDraw } from '@tessera/contracts';
import { sha256HexSync } from './sha256';

/** The text a fast draw commits to (domain.md §5): `numbers.join(',') + ':' + salt`. */
export const commitmentText = (numbers: readonly string[], salt: string): string =>
  `${numbers.join(',')}:${salt}`;

/**
 * Hex SHA-256 of a text, by the browser's Web Crypto; on a page served over plain http (no
 * `crypto.subtle`) by a plain implementation.
 */
export async function sha256Hex(text: string): Promise<string> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return sha256HexSync(text);
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The hash check of a draw: `verified` when the published hash is the hash of the revealed numbers
 * and salt, `mismatch` when it is not, `committed` while only the hash is out, `none` without one.
 */
export type HashCheck = 'verified' | 'mismatch' | 'committed' | 'none';

export async function checkDrawHash(
  draw: Pick<LotteryDraw, 'resultHash' | 'numbers' | 'salt'>,
): Promise<HashCheck> {
  if (!draw.resultHash) return 'none';
  if (!draw.numbers || !draw.salt) return 'committed';
  const hash = await sha256Hex(commitmentText(draw.numbers, draw.salt));
  return hash === draw.resultHash.toLowerCase() ? 'verified' : 'mismatch';
}
