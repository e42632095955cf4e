import { describe, expect, it } from 'vitest';
import { contiguousSeq, heldThrough, mergeBySeq } from './chat-seq.js';
import type { ChatMessage } from './endpoints/chat.js';

const msg = (seq: number): ChatMessage => ({
  id: String(100 + seq),
  conversationId: '7',
  seq,
  clientId: `client-${seq}`,
  sender: seq % 2 ? 'MEMBER' : 'STAFF',
  staffName: seq % 2 ? null : 'anna',
  text: `m${seq}`,
  attachment: null,
  offline: false,
  createdAt: '2026-11-27T10:00:00Z',
});

describe('chat messages by seq', () => {
  it('merges by seq: a resume after a reconnect that repeats held messages adds none twice, in order', () => {
    const held = [msg(1), msg(2), msg(3)];
    const merged = mergeBySeq(held, [msg(3), msg(5), msg(4), msg(2)]);
    expect(merged.map((m) => m.seq)).toEqual([1, 2, 3, 4, 5]);
    expect(mergeBySeq(merged, [msg(4)])).toBe(merged);
  });

  it('merges by seq: the send answer and its socket frame, or a gap read after a reconnect, show once', () => {
    const held = mergeBySeq([], [msg(2), msg(1)]);
    expect(held.map((m) => m.seq)).toEqual([1, 2]);
    expect(mergeBySeq(held, [msg(2)])).toBe(held);
    expect(mergeBySeq(held, [msg(4), msg(3), msg(2)]).map((m) => m.seq)).toEqual([1, 2, 3, 4]);
  });

  it('resumes after the last seq without a hole', () => {
    expect(contiguousSeq([])).toBe(0);
    expect(contiguousSeq([msg(1), msg(2), msg(4)])).toBe(2);
    expect(contiguousSeq([msg(1), msg(2), msg(3)])).toBe(3);
    expect(contiguousSeq([msg(1), msg(2), msg(5)])).toBe(2);
  });

  it('continues a window of the newest messages from its oldest, not from seq 1', () => {
    expect(heldThrough([])).toBeNull();
    expect(heldThrough([msg(301), msg(302), msg(303)])).toBe(303);
    expect(heldThrough([msg(301), msg(302), msg(305)])).toBe(302);
    // An older page read on scrolling up changes nothing after it.
    expect(heldThrough(mergeBySeq([msg(301), msg(302)], [msg(299), msg(300)]))).toBe(302);
  });
});
