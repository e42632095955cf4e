import { readStored, writeStored } from '../../lib/storage/web-storage';

/**
 * Whether this browser left a conversation open (decision 0056): then the chat's socket opens when
 * the site starts, before the panel does, so support's new replies show as an unread count on
 * customer service. Nothing is kept for a browser that never chatted or whose chat ended.
 */
const KEY = 'chatOpen';

export const rememberedOpenChat = (): boolean => readStored('local', KEY) === '1';
export const rememberOpenChat = (open: boolean): void => {
  if (rememberedOpenChat() !== open) writeStored('local', KEY, open ? '1' : null);
};
