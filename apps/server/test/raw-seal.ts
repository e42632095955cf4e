import { fromBase64, type RsaKey, toBase64 } from '@tessera/contracts';

/**
 * Seal any plaintext the way `sealPayload` does, but without adding `ts` and `nonce` and without
 * requiring an object, so tests can put what they like inside a valid seal (optionally with an
 * AES key of the wrong length).
 */
export async function sealRaw(key: RsaKey, plaintext: string, aesKeyBytes = 32) {
  const rsa = await crypto.subtle.importKey(
    'spki',
    fromBase64(key.publicKey),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const aesKey = crypto.getRandomValues(new Uint8Array(aesKeyBytes));
  const aes = await crypto.subtle.importKey('raw', aesKey, { name: 'AES-GCM' }, false, ['encrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, aes, new TextEncoder().encode(plaintext)),
  );
  const wrapped = new Uint8Array(await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, rsa, aesKey));
  return {
    header: `${key.keyId}.${toBase64(wrapped)}`,
    body: { value: toBase64(new Uint8Array([...iv, ...sealed])) },
  };
}
