import { type ImageType, imageSignatureOf } from '@tessera/contracts';

/**
 * Images sent as data URLs, told by their own first bytes (never by the label or a file name):
 * withdrawal receipts' and promotion applications' proofs (PNG, JPEG), feedback and live chat
 * images (PNG, JPEG, WebP, GIF).
 */

/**
 * The image type the bytes are (their signature and something after it), or null: the signatures
 * are the contracts' (`imageSignatureOf`), which the site reads too.
 */
function sniffImage(bytes: Uint8Array): ImageType | null {
  const signature = imageSignatureOf(bytes);
  return signature !== null && bytes.length > signature.length ? signature.type : null;
}

/**
 * A data URL's bytes if they are an image of one of `types` and at most `maxBytes`; else null.
 * The size is bounded before decoding (4 base64 characters carry 3 bytes).
 */
export function readDataUrlImage<T extends ImageType>(
  dataUrl: string,
  rules: { types: readonly T[]; maxBytes: number },
): { contentType: T; bytes: Buffer } | null {
  const comma = dataUrl.indexOf(',');
  const base64 = comma < 0 ? '' : dataUrl.slice(comma + 1);
  if (base64.length === 0 || base64.length % 4 !== 0) return null;
  if ((base64.length / 4) * 3 > rules.maxBytes + 2) return null;
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > rules.maxBytes) return null;
  const type = sniffImage(bytes);
  return type !== null && (rules.types as readonly ImageType[]).includes(type)
    ? { contentType: type as T, bytes }
    : null;
}

export function toDataUrl(contentType: string, bytes: Uint8Array): string {
  return `data:${contentType};base64,${Buffer.from(bytes).toString('base64')}`;
}
