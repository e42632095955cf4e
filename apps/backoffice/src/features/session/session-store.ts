import { readStored, writeStored } from '../../lib/store/storage';
import { createStore } from '../../lib/store/store';

/** A signed-in staff member: the token the server issued, the role it answered, the name typed. */
export interface StaffSession {
  token: string;
  role: string;
  username: string;
}

const KEY = 'bo-session';

function restore(): StaffSession | null {
  try {
    const parsed = JSON.parse(readStored('session', KEY) ?? 'null') as Partial<StaffSession> | null;
    if (parsed && typeof parsed.token === 'string' && typeof parsed.role === 'string') {
      return { token: parsed.token, role: parsed.role, username: String(parsed.username ?? '') };
    }
  } catch {
    // A damaged entry: signed out.
  }
  return null;
}

/** The session lives in sessionStorage: it survives a reload, not the closing of the tab. */
export const sessionStore = createStore<StaffSession | null>(restore());

/** Why the last session ended, shown once on the sign-in page. */
export const endReasonStore = createStore<'idle' | 'expired' | null>(null);

export function startSession(session: StaffSession): void {
  writeStored('session', KEY, JSON.stringify(session));
  endReasonStore.set(null);
  sessionStore.set(session);
}

export function endSession(reason: 'idle' | 'expired' | null = null): void {
  writeStored('session', KEY, null);
  endReasonStore.set(reason);
  sessionStore.set(null);
}

export const currentToken = (): string | null => sessionStore.get()?.token ?? null;
