import { useMemberOnly } from '../account/use-member-only';
import { type MemberCentrePage, openMemberCentrePage } from './member-centre-store';

/** Opens the member centre on `page` for members; visitors go to login, trial users are told no. */
export function useOpenMemberCentre(): (page: MemberCentrePage) => void {
  const memberOnly = useMemberOnly();
  return (page) => memberOnly(() => openMemberCentrePage(page));
}
