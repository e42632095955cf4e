import type { MemberInfo, PopupItem } from '@tessera/contracts';

/**
 * Announcement popups (spec §4): audience A is a logged-in member, B a visitor, and F a member on
 * their first login. They show at most once per browser session, with one "closed" marker per
 * audience in session storage (logout empties session storage, so the visitor's popup returns).
 */
export type PopupAudience = 'user' | 'anonymous';

export const POPUP_CLOSED_KEYS: Record<PopupAudience, string> = {
  user: 'announcementClosed:user',
  anonymous: 'announcementClosed:anonymous',
};

/** How close the first sign-in is to the registration for it to count as the first login. */
export const FIRST_LOGIN_WINDOW_MS = 60_000;

/** Null while a stored session is still being restored: nobody knows the audience yet. */
export function audienceOf(phase: 'anonymous' | 'restoring' | 'member'): PopupAudience | null {
  if (phase === 'restoring') return null;
  return phase === 'member' ? 'user' : 'anonymous';
}

/**
 * The login answer's `firstTimeLogin` is not kept by the session, so the member info tells it: the
 * sign-in that came with the registration (the site logs a new member in at once) is the first.
 */
export function isFirstLogin(member: Pick<MemberInfo, 'registeredAt' | 'lastLoginAt'> | null): boolean {
  if (!member?.lastLoginAt) return false;
  const registered = Date.parse(member.registeredAt);
  const lastLogin = Date.parse(member.lastLoginAt);
  if (Number.isNaN(registered) || Number.isNaN(lastLogin)) return false;
  return lastLogin >= registered && lastLogin - registered <= FIRST_LOGIN_WINDOW_MS;
}

/** The slides this audience sees, in the server's order. */
export function popupSlides(
  items: readonly PopupItem[],
  audience: PopupAudience,
  firstLogin: boolean,
): PopupItem[] {
  return items.filter((item) => {
    if (audience === 'anonymous') return item.execution === 'B';
    if (item.execution === 'A') return !item.firstLoginOnly || firstLogin;
    return item.execution === 'F' && firstLogin;
  });
}

/** Shown when the audience is known, has slides, and has not closed its popup in this session. */
export function shouldShowPopup(
  audience: PopupAudience | null,
  slides: readonly PopupItem[],
  closed: (audience: PopupAudience) => boolean,
): audience is PopupAudience {
  return audience !== null && slides.length > 0 && !closed(audience);
}
