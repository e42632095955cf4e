import type { ChatMessage } from '@tessera/contracts';
import { describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { ChatHub, type ChatSocket } from './chat-hub.js';
import type { ChatMessages } from './chat-messages.js';
import type { ChatNews } from './chat-news.js';

/**
 * The hub's cursors without a network (decision 0050, issue 17's stall): news from two nodes
 * crosses, and a socket's own send can settle before earlier news arrives. A staff socket follows
 * a conversation from where it stood when the socket began, never from the first frame heard.
 */
const CONVERSATION = '7';
const message = (seq: number, sender: ChatMessage['sender'] = 'MEMBER'): ChatMessage => ({
  id: String(100 + seq),
  conversationId: CONVERSATION,
  seq,
  clientId: `${sender}-${seq}`,
  sender,
  staffName: sender === 'STAFF' ? 'support' : null,
  text: `m${seq}`,
  attachment: null,
  offline: false,
  createdAt: new Date(0).toISOString(),
});

function hubWith(stored: number) {
  const database = Array.from({ length: stored }, (_, index) =>
    message(index + 1, (index + 1) % 2 === 0 ? 'STAFF' : 'MEMBER'),
  );
  const messages = {
    between: async (_id: string, after: number, upTo: number) =>
      database.filter((row) => row.seq > after && row.seq <= upTo),
  } as unknown as ChatMessages;
  return new ChatHub(messages, (error) => {
    throw error;
  });
}

function staffSocket(startAt: Map<string, number>) {
  const sent: Array<{ type: string; message?: ChatMessage }> = [];
  const socket = {
    readyState: 1,
    send: (text: string) => sent.push(JSON.parse(text)),
  } as unknown as WebSocket;
  const held: ChatSocket = {
    socket,
    merchantId: 1,
    language: 'EN',
    tokenHash: 'h',
    side: 'STAFF',
    customer: null,
    staffId: 3,
    cursors: new Map(),
    startAt,
    pendingAcks: new Set(),
    chain: Promise.resolve(),
  };
  const seqs = () => sent.map((frame) => `${frame.type}:${frame.message?.seq}`);
  return { held, seqs, settled: () => held.chain };
}

const news = (m: ChatMessage): ChatNews => ({
  type: 'message',
  merchantId: 1,
  conversationId: CONVERSATION,
  customer: 'm9',
  message: m,
});

describe('a staff socket’s start in a conversation', () => {
  it('gets the messages whose news arrives after a later one, filled in order and never twice', async () => {
    const hub = hubWith(3);
    const staff = staffSocket(new Map([[CONVERSATION, 0]]));
    hub.add(staff.held);
    // Seq 3 was published on another node after seqs 1 and 2, but heard first.
    hub.deliver(news(message(3)));
    hub.deliver(news(message(1)));
    hub.deliver(news(message(2, 'STAFF')));
    await staff.settled();
    expect(staff.seqs()).toEqual(['message:1', 'message:2', 'message:3']);
  });

  it('gets earlier messages still on their way when its own send settles first', async () => {
    const hub = hubWith(4);
    const staff = staffSocket(new Map([[CONVERSATION, 1]]));
    hub.add(staff.held);
    const own = message(4, 'STAFF');
    hub.expectAck(staff.held, CONVERSATION, own.clientId);
    // On PGlite a burst of sends completes without the event loop reading Redis: the ack first.
    hub.settleAck(staff.held, own);
    for (const seq of [2, 3, 4]) hub.deliver(news(message(seq)));
    await staff.settled();
    expect(staff.seqs()).toEqual(['message:2', 'message:3', 'ack:4']);
  });

  it('gets a conversation opened after it began whole', async () => {
    const hub = hubWith(2);
    const staff = staffSocket(new Map());
    hub.add(staff.held);
    hub.deliver(news(message(2, 'STAFF')));
    await staff.settled();
    expect(staff.seqs()).toEqual(['message:1', 'message:2']);
  });

  it('lets resume set where a conversation it has not followed yet starts', async () => {
    const hub = hubWith(5);
    const staff = staffSocket(new Map([[CONVERSATION, 4]]));
    hub.add(staff.held);
    hub.resume(staff.held, CONVERSATION, 2);
    await staff.settled();
    expect(staff.seqs()).toEqual(['message:3', 'message:4', 'message:5']);
  });
});
