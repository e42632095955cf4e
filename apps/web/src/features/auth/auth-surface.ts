import { createContext, useContext } from 'react';
import type { AuthModal } from './auth-modal-store';

/**
 * Where an auth form lives: in a modal over the page, or as the full /login, /register, /forget page.
 * Forms ask the surface to switch forms and to finish, and do not care which one they are in.
 */
export interface AuthSurface {
  mode: 'modal' | 'page';
  show(kind: 'login' | 'register' | 'forget'): void;
  /** The flow is over (logged in, registered, reset): close and go home (spec §4). */
  finish(): void;
  openModal(modal: AuthModal): void;
}

export const AuthSurfaceContext = createContext<AuthSurface | null>(null);

export function useAuthSurface(): AuthSurface {
  const surface = useContext(AuthSurfaceContext);
  if (!surface) throw new Error('Auth forms must be placed in an AuthSurfaceContext');
  return surface;
}
