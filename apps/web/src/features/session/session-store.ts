import type { LoginValue, MemberInfo } from '@tessera/contracts';
import {
  clearSessionStorageExcept,
  readStored,
  STORAGE_KEYS,
  writeStored,
} from '../../lib/storage/web-storage';
import { createStore } from '../../lib/store/create-store';

export type SessionState =
  | { phase: 'anonymous' }
  /** A stored token exists and the member info is loading. */
  | { phase: 'restoring'; token: string }
  | { phase: 'member'; token: string; member: MemberInfo };

export const sessionStore = createStore<SessionState>(initialSession());

function initialSession(): SessionState {
  const token = typeof window === 'undefined' ? null : readStored('session', STORAGE_KEYS.token);
  return token ? { phase: 'restoring', token } : { phase: 'anonymous' };
}

export function currentToken(): string | null {
  const state = sessionStore.get();
  return state.phase === 'anonymous' ? null : state.token;
}

export function currentMember(): MemberInfo | null {
  const state = sessionStore.get();
  return state.phase === 'member' ? state.member : null;
}

/** A login, registration, free play or reset answered: keep the token for this tab (spec §4). */
export function beginSession(value: Pick<LoginValue, 'token' | 'member'>): void {
  writeStored('session', STORAGE_KEYS.token, value.token);
  sessionStore.set({ phase: 'member', token: value.token, member: value.member });
}

export function replaceToken(token: string): void {
  writeStored('session', STORAGE_KEYS.token, token);
  sessionStore.set((state) => (state.phase === 'anonymous' ? state : { ...state, token }));
}

export function updateMember(member: MemberInfo): void {
  sessionStore.set((state) =>
    state.phase === 'anonymous' ? state : { phase: 'member', token: state.token, member },
  );
}

/** Logout or a dead token: session storage is emptied except the merchant code (spec §4). */
export function endSession(): void {
  clearSessionStorageExcept([STORAGE_KEYS.merchantCode]);
  sessionStore.set({ phase: 'anonymous' });
}

export function adoptToken(token: string): void {
  writeStored('session', STORAGE_KEYS.token, token);
  sessionStore.set({ phase: 'restoring', token });
}
