import { setBadgeCount } from '../member-centre/badge-counts';
import { isTrial } from '../session/member-kind';
import { currentMember, sessionStore } from '../session/session-store';
import { fetchUnreadCount } from './api/get-unread-count';
import { createUnreadBadge } from './unread-sync';

/** The member centre's red message badge (`message`), kept by unread-sync.ts. */
const badge = createUnreadBadge({
  member: () => {
    const member = currentMember();
    return member ? { id: member.id, trial: isTrial(member) } : null;
  },
  subscribeSession: (listener) => sessionStore.subscribe(listener),
  fetchCount: () => fetchUnreadCount(),
  setCount: (count) => setBadgeCount('message', count),
});

/** Asks the server for the count again. */
export const refreshUnreadBadge = (): Promise<void> => badge.refresh();
/** The socket's `unread` frame, or the count a read or delete call answered. */
export const adoptUnreadCount = (count: number): void => badge.adopt(count);
/** Follows sign-in; started beside the other badges' syncs. */
export const startUnreadBadgeSync = (): (() => void) => badge.start();
