import { PROOF_RULES } from '@tessera/contracts';
import { AppError } from '../../http/app-error.js';
import { readDataUrlImage } from '../../lib/image-bytes.js';

export { toDataUrl } from '../../lib/image-bytes.js';

export interface ProofImage {
  contentType: (typeof PROOF_RULES.types)[number];
  bytes: Buffer;
}

/**
 * Decode proof images sent as data URLs and keep only real PNG and JPEG files (spec §5: png or
 * jpg, at most 5 MB each, at most 3). The type is read from the file's own first bytes
 * (lib/image-bytes.ts, shared with the live chat's images): the label a client puts on it proves
 * nothing. Any breach refuses the whole set with `refusal`.
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
    const image = readDataUrlImage(dataUrl, { types: PROOF_RULES.types, maxBytes: PROOF_RULES.maxBytes });
    if (!image) throw new AppError(refusal);
    return image;
  });
}
