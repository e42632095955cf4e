import type { ChatMessage } from '@tessera/contracts';
import { describe, expect, it } from 'vitest';
import { deliveryOf, settlePending, timelineRows } from './chat-timeline';

const msg = (
  seq: number,
  sender: ChatMessage['sender'] = 'VISITOR',
  extra: Partial<ChatMessage> = {},
): ChatMessage => ({
  id: String(100 + seq),
  conversationId: '7',
  seq,
  clientId: `client-${seq}`,
  sender,
  staffName: sender === 'STAFF' ? 'anna' : null,
  text: `m${seq}`,
  attachment: null,
  offline: false,
  createdAt: '2026-11-27T10:00:00Z',
  ...extra,
});

describe('chat timeline', () => {
  it('settles a pending send when its message (by clientId) arrives, by the answer or the socket', () => {
    const pending = [
      { clientId: 'client-2', text: 'm2', image: null, failed: null },
      { clientId: 'later', text: 'x', image: null, failed: null },
    ];
    expect(settlePending(pending, [msg(1), msg(2)]).map((p) => p.clientId)).toEqual(['later']);
  });

  it('marks own messages read up to the seq support has read', () => {
    expect(deliveryOf(msg(3), 3)).toBe('read');
    expect(deliveryOf(msg(4), 3)).toBe('sent');
  });

  it('puts centred notes where the state changed: support joined before its first answer, offline, the end', () => {
    const rows = timelineRows([msg(1, 'VISITOR', { offline: true }), msg(2, 'STAFF'), msg(3, 'STAFF')], {
      status: 'CLOSED',
      staffName: 'anna',
      offline: false,
    });
    expect(rows.map((r) => (r.kind === 'note' ? r.note : r.message.seq))).toEqual([
      1,
      'offline',
      'joined',
      2,
      3,
      'closed',
    ]);
    const waiting = timelineRows([msg(1)], { status: 'WAITING', staffName: null, offline: false });
    expect(waiting.at(-1)).toMatchObject({ kind: 'note', note: 'queued' });
  });

  it('puts no joined or offline note in a window whose older messages are still unread', () => {
    const window = [msg(301, 'STAFF'), msg(302, 'VISITOR', { offline: true }), msg(303, 'STAFF')];
    const active = { status: 'ACTIVE', staffName: 'anna', offline: false } as const;
    const rows = timelineRows(window, active, false);
    expect(rows.map((r) => (r.kind === 'note' ? r.note : r.message.seq))).toEqual([301, 302, 303]);
    expect(
      timelineRows(window, active)
        .filter((r) => r.kind === 'note')
        .map((r) => r.kind === 'note' && r.note),
    ).toEqual(['joined', 'offline']);
  });
});
