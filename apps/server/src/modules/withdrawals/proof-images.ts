import { PROOF_RULES } from '@tessera/contracts';
import { AppError } from '../../http/app-error.js';

export interface ProofImage {
  contentType: (typeof PROOF_RULES.types)[number];
  bytes: Buffer;
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Buffer, magic: number[]) =>
  bytes.length > magic.length && magic.every((byte, index) => bytes[index] === byte);

/**
 * Decode proof images sent as data URLs and keep only real PNG and JPEG files (spec §5: png or
 * jpg, at most 5 MB each, at most 3). The type is read from the file's own first bytes: the label
 * a client puts on it proves nothing. Any breach refuses the whole set with `refusal`.
 */
export function readProofImages(
  dataUrls: readonly string[],
  refusal:
    | 'receipt.proof.invalid'
    | 'promotion.proof.invalid'
    | 'feedback.image.invalid' = 'receipt.proof.invalid',
): ProofImage[] {
  if (dataUrls.length > PROOF_RULES.maxCount) throw new AppError(refusal);
  return dataUrls.map((dataUrl) => {
    const comma = dataUrl.indexOf(',');
    const base64 = comma < 0 ? '' : dataUrl.slice(comma + 1);
    if (base64.length === 0 || base64.length % 4 !== 0) throw new AppError(refusal);
    // Cheap bound before decoding: 4 characters carry 3 bytes.
    if ((base64.length / 4) * 3 > PROOF_RULES.maxBytes + 2) throw new AppError(refusal);
    const bytes = Buffer.from(base64, 'base64');
    if (bytes.length > PROOF_RULES.maxBytes) throw new AppError(refusal);
    if (startsWith(bytes, PNG)) return { contentType: 'image/png', bytes };
    if (startsWith(bytes, JPEG)) return { contentType: 'image/jpeg', bytes };
    throw new AppError(refusal);
  });
}

export function toDataUrl(contentType: string, bytes: Uint8Array): string {
  return `data:${contentType};base64,${Buffer.from(bytes).toString('base64')}`;
}
