import { getDashboard } from '@tessera/contracts';
import { useEffect } from 'react';
import { endSession, sessionStore } from '../features/session/session-store';
import { currentMerchant } from '../lib/api/call-api';
import { useStore } from '../lib/store/store';
import { connectQueueSocket, queueSocketUrl } from '../lib/ws/queue-counts';
import { canUse } from './access';

/**
 * The staff socket while a role that may see the dashboard is signed in: the queue counts for the
 * menu badges and the dashboard. Closed on sign-out (the session changes); the server closing it
 * with 4401 (the session ended elsewhere) signs out here too.
 */
export function QueueLive() {
  const session = useStore(sessionStore);
  const token = session?.token ?? null;
  const allowed = canUse(getDashboard, session?.role);
  useEffect(() => {
    if (!token || !allowed) return;
    return connectQueueSocket({
      url: () => queueSocketUrl(window.location, token, currentMerchant()),
      onSessionEnded: () => endSession('expired'),
    });
  }, [token, allowed]);
  return null;
}
