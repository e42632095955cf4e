import { isApiError } from '../../lib/api/api-error';
import { fetchMemberInfo } from './api/get-member-info';
import { adoptToken, endSession, sessionStore, updateMember } from './session-store';
import { takeTokenFromUrl } from './url-token';

/**
 * At start: a `?token=` in the address wins over the stored one; with a token, the member info
 * decides whether the session is alive. A refused token ends the session quietly.
 */
export async function restoreSession(): Promise<void> {
  const { token, cleanedUrl } = takeTokenFromUrl(window.location.href);
  if (token) {
    window.history.replaceState(window.history.state, '', cleanedUrl);
    adoptToken(token);
  }
  const state = sessionStore.get();
  if (state.phase !== 'restoring') return;
  try {
    updateMember(await fetchMemberInfo());
  } catch (error) {
    // Any refusal (dead token, or a password change the server now insists on) ends the local
    // session: logging in again leads through the forced change with the old password filled in.
    if (isApiError(error) && error.status >= 400 && error.status < 500) endSession();
    else console.warn('Member info did not load; the session stays for a retry', error);
  }
}
