import type { ChatMessage } from '@tessera/contracts';
import { describe, expect, it } from 'vitest';
import { parseStaffChatFrame } from './chat-live';

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
