import { WS_PATH } from '@tessera/contracts';
import { createWsClient } from '../../lib/ws/ws-client';
import { parseWsFrame, wsUrl } from '../../lib/ws/ws-frames';
import { adoptUnreadCount } from '../messages/unread-badge';
import { sessionStore } from '../session/session-store';
import { currentMerchantCode } from '../site/merchant-code';
import { applyBalance, clearBalance, refreshBalance } from './balance-store';

/**
 * Keeps the balance true while a member is logged in: loads it when a session appears, listens on
 * the WebSocket for pushes, and forgets everything at logout. The server's first frame on every
 * connection is the balance of the moment, so a reconnect catches up on what it missed by itself;
 * the GET stays for pages where the socket cannot connect (proxies that drop WebSockets). Returns the stop function (the root layout's effect cleanup).
 */
export function startWalletSync(): () => void {
  let activeToken: string | null = null;
  const client = createWsClient({
    url: () => wsUrl(window.location, WS_PATH, { token: activeToken ?? '', merchant: currentMerchantCode() }),
    parse: parseWsFrame,
    onMessage: (message) => {
      if (message.type === 'balance') applyBalance(message.value);
      // The member's one socket carries the unread message count too (decision 0047).
      else if (message.type === 'unread') adoptUnreadCount(message.count);
    },
  });

  const follow = () => {
    const state = sessionStore.get();
    const token = state.phase === 'member' ? state.token : null;
    if (token === activeToken) return;
    client.stop();
    clearBalance();
    activeToken = token;
    if (!token) return;
    void refreshBalance();
    client.start();
  };

  const retrySoon = () => client.reconnectNow();
  const onVisible = () => {
    if (document.visibilityState === 'visible') client.reconnectNow();
  };

  follow();
  const unsubscribe = sessionStore.subscribe(follow);
  window.addEventListener('online', retrySoon);
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    unsubscribe();
    window.removeEventListener('online', retrySoon);
    document.removeEventListener('visibilitychange', onVisible);
    client.stop();
    activeToken = null;
  };
}
