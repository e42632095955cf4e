import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import type { Job } from '../../jobs/job-runner.js';
import { Inbox } from './inbox.js';
import { MessageSending } from './message-sending.js';
import { SystemMessages } from './system-messages.js';

/** Whose inboxes changed: these members of the brand, or any of its members (`null`). */
export type InboxChange = (merchantId: number, memberIds: number[] | null) => void;

/** Platform messages (issue 17, decision 0047): members' inboxes and staff's sending. */
export function createMessages(deps: { db: Db; clock: Clock }) {
  const listeners: InboxChange[] = [];
  const changed: InboxChange = (merchantId, memberIds) => {
    for (const listener of listeners) listener(merchantId, memberIds);
  };
  return {
    inbox: new Inbox(deps.db, deps.clock, changed),
    sending: new MessageSending(deps.db, deps.clock, changed),
    system: new SystemMessages(deps.db, deps.clock, changed),
    /** Told after each committed change of some inboxes (the unread push). */
    onChange: (listener: InboxChange) => listeners.push(listener),
  };
}

export type Messages = ReturnType<typeof createMessages>;

/** The platform's own messages (each event told once, by its key: several nodes may run it). */
export function systemMessagesJob(messages: Messages): Job {
  return { name: 'system-messages', everyMs: 5_000, run: () => messages.system.run() };
}
