import type { launchChat, ValueOf } from '@tessera/contracts';
import { createStore } from '../../lib/store/create-store';
import { fetchChatLaunch } from './api/customer-chat';

export type ChatLaunch = ValueOf<typeof launchChat>;

/** Where customer service leads (CBS_launchChat), asked once per page; null until it answers or when it failed. */
export const chatLaunchStore = createStore<ChatLaunch | null>(null);
/** Whether the customer-service panel is shown. */
export const chatPanelOpen = createStore(false);

let asked: Promise<void> | null = null;

/**
 * Asked when the site starts, so a tap on customer service acts at once: a popup opened after an
 * awaited call would be blocked as not coming from the tap.
 */
export function prefetchChatLaunch(): Promise<void> {
  asked ??= fetchChatLaunch()
    .then((launch) => chatLaunchStore.set(launch))
    .catch(() => {
      // The chat module switched off or offline: customer service keeps the brand's links.
      asked = null;
    });
  return asked;
}

/** Whether a site address names the built-in chat (`?chat=open`, BUILT_IN_CHAT_PATH). */
export const asksForChat = (search: string): boolean => new URLSearchParams(search).get('chat') === 'open';

export const openChatPanel = () => chatPanelOpen.set(true);
export const closeChatPanel = () => chatPanelOpen.set(false);
