import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import { Inbox } from './inbox.js';
import { MessageSending } from './message-sending.js';

/** Platform messages (issue 17, decision 0047): members' inboxes and staff's sending. */
export function createMessages(deps: { db: Db; clock: Clock }) {
  return { inbox: new Inbox(deps.db, deps.clock), sending: new MessageSending(deps.db, deps.clock) };
}

export type Messages = ReturnType<typeof createMessages>;
