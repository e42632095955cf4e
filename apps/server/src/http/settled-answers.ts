import { ok } from './envelope.js';

/**
 * Answers that never change once made (a catalog page kept by an answer cache) are written out
 * once: the success envelope's bytes are kept beside the value, and each later reply sends them
 * as they are instead of serialising and encoding the same page again.
 */
const replies = new WeakMap<object, Buffer | null>();

/** Marks `value` as final (nobody changes it after this), so its reply may be kept. */
export function settledAnswer<V extends object>(value: V): V {
  if (!replies.has(value)) replies.set(value, null);
  return value;
}

/** The reply bytes of a settled answer (made on first use), or null for any other value. */
export function settledReply(value: unknown): Buffer | null {
  if (typeof value !== 'object' || value === null || !replies.has(value)) return null;
  let bytes = replies.get(value);
  if (!bytes) {
    bytes = Buffer.from(JSON.stringify(ok(value)), 'utf8');
    replies.set(value, bytes);
  }
  return bytes;
}
