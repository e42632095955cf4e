/**
 * Client side of the encrypted-payload scheme (domain.md §1), on WebCrypto so the browser and the
 * tests seal requests the same way: a fresh AES-256-GCM key per request, wrapped with the server's
 * RSA-OAEP-SHA256 key. The plaintext carries `ts` and `nonce` against replay.
 */
export interface RsaKey {
  keyId: string;
  publicKey: string;
}

export interface SealedRequest {
  body: { value: string };
  /** Value of the `Encryption` header: `<keyId>.<base64 wrapped AES key>`. */
  header: string;
}

export const ENCRYPTION_HEADER = 'encryption';
export const SEAL_IV_BYTES = 12;
export const SEAL_TAG_BYTES = 16;

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export function randomNonce(): string {
  return toBase64(crypto.getRandomValues(new Uint8Array(16)));
}

export async function sealPayload(
  key: RsaKey,
  payload: object,
  options: { ts?: number; nonce?: string } = {},
): Promise<SealedRequest> {
  const plaintext = JSON.stringify({
    ...payload,
    ts: options.ts ?? Date.now(),
    nonce: options.nonce ?? randomNonce(),
  });
  const rsa = await crypto.subtle.importKey(
    'spki',
    fromBase64(key.publicKey),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const aesKey = crypto.getRandomValues(new Uint8Array(32));
  const aes = await crypto.subtle.importKey('raw', aesKey, { name: 'AES-GCM' }, false, ['encrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(SEAL_IV_BYTES));
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, aes, new TextEncoder().encode(plaintext)),
  );
  const wrapped = new Uint8Array(await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, rsa, aesKey));
  const value = new Uint8Array(iv.length + sealed.length);
  value.set(iv, 0);
  value.set(sealed, iv.length);
  return { body: { value: toBase64(value) }, header: `${key.keyId}.${toBase64(wrapped)}` };
}
