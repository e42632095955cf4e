import type { ChatMessage, ChatServerFrame, StaffChatServerFrame } from '@tessera/contracts';
import type { WebSocket } from 'ws';
import type { ChatMessages } from './chat-messages.js';
import type { ChatNews } from './chat-news.js';
import { toCustomerConversation } from './chat-view.js';
import type { ChatCustomer } from './customers.js';

/** One chat socket this node holds. */
export interface ChatSocket {
  socket: WebSocket;
  merchantId: number;
  language: string;
  /** The session it was opened with (checked while it lives); null for a visitor. */
  tokenHash: string | null;
  side: 'CUSTOMER' | 'STAFF';
  /** The customer's sockets: whose; a staff socket: null. */
  customer: ChatCustomer | null;
  staffId: number | null;
  /** Per conversation: every message up to this seq has been sent (or the client said it has it). */
  cursors: Map<string, number>;
  /**
   * A staff socket: the brand's open conversations and their last seq when the socket began,
   * read before it was held. A conversation it has not followed yet is followed from there, so a
   * message committed after that is never skipped, whichever news (or own send) arrives first.
   */
  startAt: Map<string, number>;
  /** Sends of this socket waiting for their `ack`, by conversation and clientId. */
  pendingAcks: Set<string>;
  /** Frames go out in the order their work was queued. */
  chain: Promise<void>;
}

type Frame = ChatServerFrame | StaffChatServerFrame;
const OPEN = 1;

/**
 * The chat sockets of this node and what reaches them (decision 0050). News from any node (the
 * bus) goes to the customer's own sockets (matched by the customer key the news names, never by
 * anything the client said) and to the brand's staff sockets. Each socket gets each message once,
 * in seq order: a message at or below its cursor is dropped, a message past the next is preceded
 * by the missing ones read from the database, and a socket's own send comes back as its `ack`.
 */
export class ChatHub {
  /** By `homeOf`: a customer's sockets, or a brand's staff sockets. */
  private readonly sockets = new Map<string, Set<ChatSocket>>();

  constructor(
    private readonly messages: ChatMessages,
    private readonly warn: (error: unknown) => void,
  ) {}

  add(held: ChatSocket): void {
    const key = homeOf(held);
    const set = this.sockets.get(key) ?? new Set<ChatSocket>();
    set.add(held);
    this.sockets.set(key, set);
  }

  remove(held: ChatSocket): void {
    const key = homeOf(held);
    const set = this.sockets.get(key);
    set?.delete(held);
    if (set && set.size === 0) this.sockets.delete(key);
  }

  all(): ChatSocket[] {
    return [...this.sockets.values()].flatMap((set) => [...set]);
  }

  /** Run `work` after everything queued for this socket. */
  enqueue(held: ChatSocket, work: () => Promise<void> | void): void {
    held.chain = held.chain.then(work).catch(this.warn);
  }

  send(held: ChatSocket, frame: Frame): void {
    if (held.socket.readyState === OPEN) held.socket.send(JSON.stringify(frame));
  }

  /** News heard on the bus. */
  deliver(news: ChatNews): void {
    if (news.type === 'duty') {
      for (const held of this.all()) {
        if (held.merchantId === news.merchantId) this.send(held, { type: 'duty', onDuty: news.onDuty });
      }
      return;
    }
    const customers = [...(this.sockets.get(`customer:${news.customer}`) ?? [])].filter(
      (held) => held.merchantId === news.merchantId,
    );
    const staff = [...(this.sockets.get(`staff:${news.merchantId}`) ?? [])];
    switch (news.type) {
      case 'message':
        for (const held of [...customers, ...staff])
          this.enqueue(held, () => this.pushMessage(held, news.message));
        return;
      case 'conversation':
        for (const held of customers) {
          const conversation = toCustomerConversation(news.conversation);
          this.enqueue(held, () => this.send(held, { type: 'conversation', conversation }));
        }
        for (const held of staff) {
          this.enqueue(held, () =>
            this.send(held, { type: 'conversation', conversation: news.conversation }),
          );
        }
        return;
      case 'typing': {
        // Only the other side hears it.
        const frame = {
          type: 'typing',
          conversationId: news.conversationId,
          side: news.side,
          typing: news.typing,
        } as const;
        for (const held of news.side === 'STAFF' ? customers : staff) this.send(held, frame);
        return;
      }
      case 'read': {
        const frame = {
          type: 'read',
          conversationId: news.conversationId,
          side: news.side,
          seq: news.seq,
        } as const;
        for (const held of [...customers, ...staff]) this.enqueue(held, () => this.send(held, frame));
        return;
      }
    }
  }

  /** Expect this send's message back as an `ack` (not a `message`). */
  expectAck(held: ChatSocket, conversationId: string, clientId: string): void {
    held.pendingAcks.add(`${conversationId}:${clientId}`);
  }

  /** After the send: its ack if the news has not brought it (a replay brings no news). */
  settleAck(held: ChatSocket, message: ChatMessage): void {
    this.enqueue(held, async () => {
      const key = `${message.conversationId}:${message.clientId}`;
      if (!held.pendingAcks.has(key)) return;
      // Not delivered yet (the news is still on its way): deliver it now, as the ack.
      if (message.seq > (held.cursors.get(message.conversationId) ?? 0)) {
        await this.pushMessage(held, message);
        return;
      }
      // A replay of a message this socket already delivered (with its clientId): that was the
      // answer; a second frame would deliver it twice.
      held.pendingAcks.delete(key);
    });
  }

  dropAck(held: ChatSocket, conversationId: string, clientId: string): void {
    held.pendingAcks.delete(`${conversationId}:${clientId}`);
  }

  /** From `afterSeq` on (never back over what this socket was sent): the messages up to now, in order. */
  resume(held: ChatSocket, conversationId: string, afterSeq: number): void {
    this.enqueue(held, () => this.catchUp(held, conversationId, afterSeq));
  }

  /** `resume`'s work, for a caller already running in the socket's queue. */
  async catchUp(held: ChatSocket, conversationId: string, afterSeq: number): Promise<void> {
    const cursor = held.cursors.get(conversationId);
    if (cursor === undefined || afterSeq > cursor) held.cursors.set(conversationId, afterSeq);
    await this.fill(held, conversationId, Number.MAX_SAFE_INTEGER);
  }

  private async pushMessage(held: ChatSocket, message: ChatMessage): Promise<void> {
    const id = message.conversationId;
    if (!held.cursors.has(id)) {
      // A conversation this socket has not followed yet: the customer's own gets its whole
      // history (it is new); staff get every message after the socket began (a conversation
      // opened since: all of it). Never from the message heard first: news from two nodes
      // crosses, and a socket's own send may settle before earlier news arrives.
      held.cursors.set(id, held.side === 'CUSTOMER' ? 0 : (held.startAt.get(id) ?? 0));
      held.startAt.delete(id);
    }
    const cursor = held.cursors.get(id) ?? 0;
    if (message.seq <= cursor) return;
    if (message.seq > cursor + 1) await this.fill(held, id, message.seq - 1);
    this.sendOne(held, message);
  }

  /** Send the messages after the cursor up to `upTo` from the database, in pages. */
  private async fill(held: ChatSocket, conversationId: string, upTo: number): Promise<void> {
    for (;;) {
      const cursor = held.cursors.get(conversationId) ?? 0;
      if (cursor >= upTo) return;
      const page = await this.messages.between(conversationId, cursor, Math.min(upTo, cursor + 200));
      if (page.length === 0) return;
      for (const message of page) this.sendOne(held, message);
    }
  }

  private sendOne(held: ChatSocket, message: ChatMessage): void {
    const own =
      (held.side === 'STAFF') === (message.sender === 'STAFF') &&
      held.pendingAcks.delete(`${message.conversationId}:${message.clientId}`);
    this.send(
      held,
      own ? { type: 'ack', clientId: message.clientId, message } : { type: 'message', message },
    );
    held.cursors.set(message.conversationId, message.seq);
  }
}

const homeOf = (held: ChatSocket) =>
  held.customer ? `customer:${held.customer.key}` : `staff:${held.merchantId}`;
