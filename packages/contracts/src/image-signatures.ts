/**
 * Images told by their own first bytes, never by a name or a label (decision 0050): withdrawal
 * receipts' and promotion applications' proofs (PNG, JPEG), feedback and live chat images (PNG,
 * JPEG, WebP, GIF). The server reads every upload's bytes; the site reads a file's first bytes
 * to refuse a wrong one before sending it.
 */
export type ImageType = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif';

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** Each signature: the bytes found at their offsets; its length is where its last part ends. */
const SIGNATURES: ReadonlyArray<{ type: ImageType; parts: ReadonlyArray<readonly [number, number[]]> }> = [
  { type: 'image/png', parts: [[0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]]] },
  { type: 'image/jpeg', parts: [[0, [0xff, 0xd8, 0xff]]] },
  {
    type: 'image/webp',
    parts: [
      [0, ascii('RIFF')],
      [8, ascii('WEBP')],
    ],
  },
  { type: 'image/gif', parts: [[0, ascii('GIF87a')]] },
  { type: 'image/gif', parts: [[0, ascii('GIF89a')]] },
];

/** The image signature the bytes begin with (its type and length), or null. */
export function imageSignatureOf(head: Uint8Array): { type: ImageType; length: number } | null {
  for (const { type, parts } of SIGNATURES) {
    const found = parts.every(([at, magic]) => magic.every((byte, index) => head[at + index] === byte));
    if (found) return { type, length: Math.max(...parts.map(([at, magic]) => at + magic.length)) };
  }
  return null;
}

/** The image type a file's first bytes say, or null. */
export const imageTypeOf = (head: Uint8Array): ImageType | null => imageSignatureOf(head)?.type ?? null;
