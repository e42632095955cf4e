import { createStore } from '../../lib/store/create-store';

/** The member-centre menu pages of spec §2.3, by the names the original uses. */
export const MEMBER_CENTRE_PAGES = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
] as const;
export type MemberCentrePage = (typeof MEMBER_CENTRE_PAGES)[number];

/** The open member-centre page, or null when the modal is closed. */
export const memberCentreStore = createStore<MemberCentrePage | null>(null);

/** Open (or switch) the member-centre modal to `page`; pages use it to send the member elsewhere. */
export function openMemberCentrePage(page: MemberCentrePage): void {
  memberCentreStore.set(page);
}
