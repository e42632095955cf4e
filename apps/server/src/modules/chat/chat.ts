import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import { CannedReplies } from './canned-replies.js';
import { ChatMessages } from './chat-messages.js';
import { ChatAnnouncer } from './chat-news.js';
import { ChatConversations } from './conversations.js';
import { ChatCustomers } from './customers.js';
import { ChatDuty } from './duty.js';

/** Live chat (issue 17, decision 0050): customers, conversations, messages, duty, canned replies. */
export function createChat(deps: { db: Db; clock: Clock }) {
  const announcer = new ChatAnnouncer();
  const duty = new ChatDuty(deps.db, deps.clock, announcer);
  const conversations = new ChatConversations(deps.db, deps.clock, announcer, duty);
  return {
    announcer,
    duty,
    customers: new ChatCustomers(deps.db, deps.clock),
    conversations,
    messages: new ChatMessages(deps.db, deps.clock, announcer, duty, conversations),
    canned: new CannedReplies(deps.db, deps.clock),
  };
}

export type Chat = ReturnType<typeof createChat>;
