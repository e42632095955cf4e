import type { ChatMessage } from './endpoints/chat.js';

/**
 * A chat's messages as a client holds them, by seq, oldest first (decision 0050): the site's panel
 * and the console's conversation keep theirs this way. A message already held (the same seq: a
 * resume after a reconnect, the socket's frame after the send's own answer, a gap read) is not
 * added twice; with nothing new the same array comes back, so a view does not render again.
 */
export function mergeBySeq(held: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  const bySeq = new Map(held.map((message) => [message.seq, message] as const));
  let added = false;
  for (const message of incoming) {
    if (bySeq.has(message.seq)) continue;
    bySeq.set(message.seq, message);
    added = true;
  }
  return added ? [...bySeq.values()].sort((a, b) => a.seq - b.seq) : (held as ChatMessage[]);
}

/** The highest seq held without a hole before it (from `from` on): what a resume continues after. */
export function contiguousSeq(held: readonly ChatMessage[], from = 0): number {
  let seq = from;
  for (const message of held) {
    if (message.seq <= seq) continue;
    if (message.seq !== seq + 1) break;
    seq = message.seq;
  }
  return seq;
}

/**
 * What a client holding a window of the newest messages continues after (decision 0056): the
 * highest seq without a hole from the oldest one it holds (older pages are read on demand, so the
 * window need not start at seq 1); null when it holds none.
 */
export function heldThrough(held: readonly ChatMessage[]): number | null {
  const first = held[0];
  return first ? contiguousSeq(held, first.seq - 1) : null;
}
