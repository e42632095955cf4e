import { lazy, Suspense, useEffect } from 'react';
import { useStore } from '../../../lib/store/create-store';
import { asksForChat, chatPanelOpen, openChatPanel, prefetchChatLaunch } from '../chat-launch';
import { startChatFollow } from '../chat-session';
import '../chat.css';

// The panel's code loads on the first open: most visits never chat.
const ChatPanel = lazy(() => import('./chat-panel').then((module) => ({ default: module.ChatPanel })));

/**
 * Mounted once above every page: asks where customer service leads, follows who is chatting (a
 * sign-in or sign-out), opens the panel for the built-in chat's address (`?chat=open`), and shows it.
 */
export function ChatHost() {
  const open = useStore(chatPanelOpen);
  useEffect(() => {
    void prefetchChatLaunch();
    if (asksForChat(window.location.search)) {
      const url = new URL(window.location.href);
      url.searchParams.delete('chat');
      window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
      openChatPanel();
    }
    return startChatFollow();
  }, []);
  return open ? (
    <Suspense fallback={null}>
      <ChatPanel />
    </Suspense>
  ) : null;
}
