import { postLogout } from './api/post-logout';
import { endSession } from './session-store';

/** Ends the session on the server (best effort: a dead token is already over) and here. */
export async function signOut(reason: 'idle' | null = null): Promise<void> {
  try {
    await postLogout();
  } catch {
    // Already over on the server, or offline: the token is dropped here either way.
  }
  endSession(reason);
}
