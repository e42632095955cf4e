import type { ChatMessage } from '@tessera/contracts';
import { describe, expect, it } from 'vitest';
import { heldSeq, mergeBySeq, parseStaffChatFrame } from './chat-live';

const msg = (seq: number): ChatMessage => ({
  id: String(seq),
  conversationId: '9',
  seq,
  clientId: `c-${seq}-abcdefgh`,
  sender: seq % 2 ? 'MEMBER' : 'STAFF',
  staffName: seq % 2 ? null : 'anna',
  text: `m${seq}`,
  attachment: null,
  offline: false,
  createdAt: '2026-11-27T10:00:00Z',
});

describe('console chat live', () => {
  it('merges by seq: the send answer and its socket frame, or a gap read after a reconnect, show once', () => {
    const held = mergeBySeq([], [msg(2), msg(1)]);
    expect(held.map((m) => m.seq)).toEqual([1, 2]);
    expect(mergeBySeq(held, [msg(2)])).toBe(held);
    expect(mergeBySeq(held, [msg(4), msg(3), msg(2)]).map((m) => m.seq)).toEqual([1, 2, 3, 4]);
  });

  it('continues after the last seq without a hole', () => {
    expect(heldSeq([])).toBe(0);
    expect(heldSeq([msg(1), msg(2), msg(5)])).toBe(2);
  });

  it('reads only frames the contract knows', () => {
    expect(parseStaffChatFrame(JSON.stringify({ type: 'duty', onDuty: true }))).toEqual({
      type: 'duty',
      onDuty: true,
    });
    expect(parseStaffChatFrame(JSON.stringify({ type: 'message', message: msg(1) }))?.type).toBe('message');
    expect(parseStaffChatFrame('{"type":"nope"}')).toBeNull();
    expect(parseStaffChatFrame('not json')).toBeNull();
  });
});
