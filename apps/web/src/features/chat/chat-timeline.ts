import type { ChatConversation, ChatMessage } from '@tessera/contracts';

/** A message the customer sent that the server has not answered yet (or refused). */
export interface PendingMessage {
  clientId: string;
  text: string;
  /** An image being uploaded: its local preview and how far the upload is (0–1). */
  image: { previewUrl: string; progress: number } | null;
  failed: string | null;
}

/** Pending sends whose message has arrived are done. */
export function settlePending(
  pending: readonly PendingMessage[],
  held: readonly ChatMessage[],
): PendingMessage[] {
  if (pending.length === 0) return pending as PendingMessage[];
  const arrived = new Set(held.map((message) => message.clientId));
  const left = pending.filter((item) => !arrived.has(item.clientId));
  return left.length === pending.length ? (pending as PendingMessage[]) : left;
}

/** sending: no seq yet; sent: stored; read: the other side has read up to it. */
export type Delivery = 'sent' | 'read';

export function deliveryOf(message: ChatMessage, otherSideReadSeq: number): Delivery {
  return message.seq <= otherSideReadSeq ? 'read' : 'sent';
}

/** One row of the list: a message, or a note the conversation's state puts between them. */
export type TimelineRow =
  | { kind: 'message'; key: string; message: ChatMessage }
  | { kind: 'note'; key: string; note: 'queued' | 'joined' | 'offline' | 'closed'; name: string | null };

/**
 * The rows shown: the messages, with centred notes where the conversation's state changed: support
 * joining (before the first answer, with the name of who answered), messages left while nobody was
 * on duty, and the end.
 */
export function timelineRows(
  messages: readonly ChatMessage[],
  conversation: Pick<ChatConversation, 'status' | 'staffName' | 'offline'> | null,
  /** False while older messages are still to be read: where support joined is not known yet. */
  fromStart = true,
): TimelineRow[] {
  const rows: TimelineRow[] = [];
  let joined = !fromStart;
  let offlineNoted = !fromStart;
  for (const message of messages) {
    if (message.sender === 'STAFF' && !joined) {
      joined = true;
      rows.push({ kind: 'note', key: `joined-${message.seq}`, note: 'joined', name: message.staffName });
    }
    rows.push({ kind: 'message', key: `m-${message.seq}`, message });
    if (message.offline && !offlineNoted && message.sender !== 'STAFF') {
      offlineNoted = true;
      rows.push({ kind: 'note', key: `offline-${message.seq}`, note: 'offline', name: null });
    }
  }
  if (!conversation) return rows;
  if (conversation.status === 'ACTIVE' && !joined && conversation.staffName) {
    rows.push({ kind: 'note', key: 'joined', note: 'joined', name: conversation.staffName });
  }
  if (conversation.status === 'WAITING' && !conversation.offline) {
    rows.push({ kind: 'note', key: 'queued', note: 'queued', name: null });
  }
  if (conversation.status === 'CLOSED')
    rows.push({ kind: 'note', key: 'closed', note: 'closed', name: null });
  return rows;
}
