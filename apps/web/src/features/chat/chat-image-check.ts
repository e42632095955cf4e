import { CHAT_IMAGE_TYPES, CHAT_LIMITS, imageTypeOf } from '@tessera/contracts';

type ChatImageType = (typeof CHAT_IMAGE_TYPES)[number];

/**
 * The image type a file's first bytes say (png, jpeg, webp, gif: the contracts' signatures, the
 * server's), or null: checked before the upload so a wrong file is refused at once; the server
 * reads the bytes again.
 */
export function chatImageType(head: Uint8Array): ChatImageType | null {
  const type = imageTypeOf(head);
  return type !== null && (CHAT_IMAGE_TYPES as readonly string[]).includes(type) ? type : null;
}

/** Whether a picked file may be sent: one of the four types by its bytes, 1 byte to 5 MB. */
export function chatImageAllowed(size: number, head: Uint8Array): boolean {
  return size > 0 && size <= CHAT_LIMITS.imageBytes && chatImageType(head) !== null;
}
