import { readStored, writeStored } from '../../lib/storage/web-storage';

/** Where the anonymous visitor's chat token is kept: the conversation survives a reload and a new tab. */
const KEY = 'chatVisitor';

export const storedVisitor = (): string | null => readStored('local', KEY);
export const storeVisitor = (token: string | null): void => writeStored('local', KEY, token);
