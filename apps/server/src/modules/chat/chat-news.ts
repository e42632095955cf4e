import type { ChatMessage, StaffChatConversation } from '@tessera/contracts';

type Side = 'CUSTOMER' | 'STAFF';
interface About {
  merchantId: number;
  conversationId: string;
  /** Whose conversation: `m<member id>` or `v<visitor id>` (chat-view.ts `customerKeyOf`). */
  customer: string;
}

/**
 * What every node must hear of the chat (decision 0050): it travels on the balance bus (Redis
 * pub/sub with several nodes) and each node hands it to the sockets it holds that may see it.
 */
export type ChatNews =
  | (About & { type: 'message'; message: ChatMessage })
  | (About & { type: 'typing'; side: Side; typing: boolean })
  | (About & { type: 'read'; side: Side; seq: number })
  | (About & { type: 'conversation'; conversation: StaffChatConversation })
  | { type: 'duty'; merchantId: number; onDuty: boolean };

export type ChatNewsListener = (news: ChatNews) => void;

/** Told after each commit; the app passes it on to the bus. */
export class ChatAnnouncer {
  private readonly listeners: ChatNewsListener[] = [];
  on(listener: ChatNewsListener): void {
    this.listeners.push(listener);
  }
  announce(news: ChatNews): void {
    for (const listener of this.listeners) listener(news);
  }
}
