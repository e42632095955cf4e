import { createHash, randomUUID } from 'node:crypto';

/**
 * The ledger id of a money call's n-th leg. With a client `requestId` it is derived (a UUID-shaped
 * SHA-256 of the request id, the purpose and the leg), so a retried call posts the same ids and the
 * ledger answers it as a replay; without one every call is new. The purpose keeps one request id
 * from colliding across different calls (a wallet transfer and an adjustment, say).
 */
export function transferId(requestId: string | undefined, purpose: string, leg = 0): string {
  if (!requestId) return randomUUID();
  const hex = createHash('sha256').update(`${purpose}:${requestId}:${leg}`).digest('hex');
  const variant = ((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
