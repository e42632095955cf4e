import { useState } from 'react';
import { readStored, writeStored } from '../../../lib/storage/web-storage';
import { useStore } from '../../../lib/store/create-store';
import { authModalStore } from '../../auth/auth-modal-store';
import { useSession } from '../../session/use-session';
import { useAnnouncements } from '../announcements-store';
import {
  audienceOf,
  isFirstLogin,
  POPUP_CLOSED_KEYS,
  type PopupAudience,
  popupSlides,
  shouldShowPopup,
} from '../popup-rules';
import { AnnouncementPopup } from './announcement-popup';
import { NoticeModal } from './notice-modal';

/** Where session storage is refused, the marker lives in memory until the page reloads. */
const closedInMemory = new Set<PopupAudience>();

const isClosed = (audience: PopupAudience) =>
  closedInMemory.has(audience) || readStored('session', POPUP_CLOSED_KEYS[audience]) !== null;

function markClosed(audience: PopupAudience): void {
  writeStored('session', POPUP_CLOSED_KEYS[audience], '1');
  if (readStored('session', POPUP_CLOSED_KEYS[audience]) === null) closedInMemory.add(audience);
}

/**
 * Mounted once above every page: the notice popup the header bell opens, and the announcement
 * popup for the current audience (spec §4), which waits while a login or register modal is open.
 */
export function AnnouncementHost() {
  return (
    <>
      <NoticeModal />
      <PopupGate />
    </>
  );
}

function PopupGate() {
  const { state, member } = useSession();
  const announcements = useAnnouncements();
  const authOpen = useStore(authModalStore, (modal) => modal !== null);
  const [, setClosings] = useState(0);
  const audience = audienceOf(state.phase);
  if (announcements.phase !== 'ready' || authOpen || !audience) return null;
  const slides = popupSlides(announcements.value.popup, audience, isFirstLogin(member));
  if (!shouldShowPopup(audience, slides, isClosed)) return null;
  const close = () => {
    markClosed(audience);
    setClosings((value) => value + 1);
  };
  return <AnnouncementPopup key={audience} slides={slides} onClose={close} />;
}
