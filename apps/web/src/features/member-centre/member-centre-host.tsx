import { useEffect } from 'react';
import { useSession } from '../session/use-session';
import { startWalletSync } from '../wallet/wallet-sync';
import { resetBadgeCounts } from './badge-counts';
import { MemberCentreModal } from './member-centre-modal';

/** Mounted once above every page: the member-centre modal, and the live balance behind the chrome. */
export function MemberCentreHost() {
  const { isLoggedIn } = useSession();
  useEffect(() => startWalletSync(), []);
  // The badge counts belong to the member who was logged in; nobody else may see them.
  useEffect(() => {
    if (!isLoggedIn) resetBadgeCounts();
  }, [isLoggedIn]);
  return <MemberCentreModal />;
}
