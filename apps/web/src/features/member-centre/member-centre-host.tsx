import { useEffect, useState } from 'react';
import { depthOf } from '../../lib/history/modal-entries';
import { startUnreadBadgeSync } from '../messages/unread-badge';
import { startMissionBadgeSync } from '../missions/mission-badge';
import { startRewardBadgeSync } from '../promotions/reward-badge';
import { useSession } from '../session/use-session';
import { startVipSync } from '../vip/vip-store';
import { startWalletSync } from '../wallet/wallet-sync';
import { resetBadgeCounts } from './badge-counts';
import { memberCentreUrl, pageInSearch } from './member-centre-address';
import { MemberCentreModal } from './member-centre-modal';
import { useOpenMemberCentre } from './use-open-member-centre';

/**
 * Mounted once above every page: the member-centre modal, and the live balance, the reward,
 * mission and unread message badges and the VIP standing and rebate rates behind the chrome.
 */
export function MemberCentreHost() {
  const { isLoggedIn, state } = useSession();
  const openMemberCentre = useOpenMemberCentre();
  const [addressed, setAddressed] = useState(() => pageInSearch(window.location.search));
  useEffect(() => startWalletSync(), []);
  useEffect(() => startRewardBadgeSync(), []);
  useEffect(() => startMissionBadgeSync(), []);
  useEffect(() => startUnreadBadgeSync(), []);
  useEffect(() => startVipSync(), []);
  // A link or a reload naming a page (`?mc=withdraw`) opens it once the session is known. Arrived at
  // by a link, the page without the member centre goes under it, so Back and X close it there.
  useEffect(() => {
    if (!addressed || state.phase === 'restoring') return;
    setAddressed(null);
    if (depthOf(window.history.state) === 0) {
      window.history.replaceState(window.history.state, '', memberCentreUrl(window.location.href, null));
    }
    openMemberCentre(addressed);
  }, [addressed, state.phase, openMemberCentre]);
  // The badge counts belong to the member who was logged in; nobody else may see them.
  useEffect(() => {
    if (!isLoggedIn) resetBadgeCounts();
  }, [isLoggedIn]);
  return <MemberCentreModal />;
}
