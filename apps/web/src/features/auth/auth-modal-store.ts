import { createStore } from '../../lib/store/create-store';

export type AuthModal =
  | { kind: 'login' }
  | { kind: 'register' }
  | { kind: 'forget' }
  /** Forced after a login with an expired password: the old one is the password just typed. */
  | { kind: 'changePassword'; forced: boolean; oldPassword?: string };

/** The authentication modal open over the page, if any (one at a time, like the original). */
export const authModalStore = createStore<AuthModal | null>(null);

export function openAuthModal(modal: AuthModal | AuthModal['kind']): void {
  authModalStore.set(typeof modal === 'string' ? ({ kind: modal, forced: false } as AuthModal) : modal);
}

export function closeAuthModal(): void {
  authModalStore.set(null);
}
