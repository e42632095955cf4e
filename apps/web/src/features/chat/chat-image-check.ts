import { type CHAT_IMAGE_TYPES, CHAT_LIMITS } from '@tessera/contracts';

type ChatImageType = (typeof CHAT_IMAGE_TYPES)[number];

/**
 * The image type a file's first bytes say (png, jpeg, webp, gif), or null: checked before the
 * upload so a wrong file is refused at once; the server reads the bytes again.
 */
export function chatImageType(head: Uint8Array): ChatImageType | null {
  const at = (index: number) => head[index] ?? -1;
  if (at(0) === 0x89 && at(1) === 0x50 && at(2) === 0x4e && at(3) === 0x47) return 'image/png';
  if (at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return 'image/jpeg';
  if (at(0) === 0x47 && at(1) === 0x49 && at(2) === 0x46 && at(3) === 0x38) return 'image/gif';
  const ascii = (from: number, to: number) => String.fromCharCode(...head.slice(from, to));
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return null;
}

/** Whether a picked file may be sent: one of the four types by its bytes, 1 byte to 5 MB. */
export function chatImageAllowed(size: number, head: Uint8Array): boolean {
  return size > 0 && size <= CHAT_LIMITS.imageBytes && chatImageType(head) !== null;
}
