/**
 * Images sent as data URLs, told by their own first bytes (never by the label or a file name):
 * withdrawal receipts' and promotion applications' proofs (PNG, JPEG) and live chat images (PNG,
 * JPEG, WebP, GIF).
 */
export type ImageType = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif';

const startsWith = (bytes: Uint8Array, magic: readonly number[], at = 0) =>
  bytes.length > at + magic.length && magic.every((byte, index) => bytes[at + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const RIFF = ascii('RIFF');
const WEBP = ascii('WEBP');
const GIF87 = ascii('GIF87a');
const GIF89 = ascii('GIF89a');

/** The image type the bytes are, or null. */
export function sniffImage(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'image/webp';
  if (startsWith(bytes, GIF87) || startsWith(bytes, GIF89)) return 'image/gif';
  return null;
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
