import {
  type Endpoint,
  getAgentTreeStaff,
  getDashboard,
  getReport,
  getRewardCosts,
  getSiteFlags,
  getStaffJackpot,
  getStaffLeaderboard,
  getVipLevelsStaff,
  listAdjustments,
  listAnnouncementsStaff,
  listApplications,
  listAuditStaff,
  listChatConversationsStaff,
  listDepositsStaff,
  listFeedbackStaff,
  listGamesStaff,
  listHelpStaff,
  listJobs,
  listLotteryDrawsStaff,
  listMembersStaff,
  listPaymentChannels,
  listReferralRewards,
  listSentMessagesStaff,
  listStaff,
  listStaffBonuses,
  listStaffMissions,
  listStaffPromotions,
  listStaffRaffles,
  listStaffRedeems,
  listWithdrawalsStaff,
} from '@tessera/contracts';
import { canUse } from './access';

export type IconName =
  | 'dashboard'
  | 'report'
  | 'games'
  | 'jobs'
  | 'deposit'
  | 'withdraw'
  | 'adjust'
  | 'channel'
  | 'members'
  | 'agents'
  | 'draw'
  | 'megaphone'
  | 'gift'
  | 'crown'
  | 'coins'
  | 'inbox'
  | 'mail'
  | 'wallet'
  | 'settings'
  | 'team'
  | 'audit'
  | 'target'
  | 'trophy'
  | 'ticket';

export interface MenuItem {
  /** The route (under the /backoffice basename) and the catalogue key `nav.<key>`. */
  key: string;
  path: string;
  /** The call the page loads first: who may use it decides who sees the item. */
  endpoint: Endpoint;
  icon: IconName;
  group: 'overview' | 'cashier' | 'operations' | 'rewards' | 'admin';
  /** The live queue count shown on the item (the staff socket's field). */
  queue?: 'deposits' | 'withdrawals' | 'adjustments' | 'lotteryResults' | 'feedback';
}

export const MENU: readonly MenuItem[] = [
  { key: 'dashboard', path: '/dashboard', endpoint: getDashboard, icon: 'dashboard', group: 'overview' },
  { key: 'reports', path: '/reports', endpoint: getReport, icon: 'report', group: 'overview' },
  {
    key: 'deposits',
    path: '/deposits',
    endpoint: listDepositsStaff,
    icon: 'deposit',
    group: 'cashier',
    queue: 'deposits',
  },
  {
    key: 'withdrawals',
    path: '/withdrawals',
    endpoint: listWithdrawalsStaff,
    icon: 'withdraw',
    group: 'cashier',
    queue: 'withdrawals',
  },
  {
    key: 'adjustments',
    path: '/adjustments',
    endpoint: listAdjustments,
    icon: 'adjust',
    group: 'cashier',
    queue: 'adjustments',
  },
  {
    key: 'channels',
    path: '/payment-channels',
    endpoint: listPaymentChannels,
    icon: 'channel',
    group: 'cashier',
  },
  { key: 'members', path: '/members', endpoint: listMembersStaff, icon: 'members', group: 'operations' },
  { key: 'agents', path: '/agents', endpoint: getAgentTreeStaff, icon: 'agents', group: 'operations' },
  {
    key: 'lottery',
    path: '/lottery',
    endpoint: listLotteryDrawsStaff,
    icon: 'draw',
    group: 'operations',
    queue: 'lotteryResults',
  },
  { key: 'games', path: '/catalog', endpoint: listGamesStaff, icon: 'games', group: 'operations' },
  {
    key: 'announcements',
    path: '/announcements',
    endpoint: listAnnouncementsStaff,
    icon: 'megaphone',
    group: 'operations',
  },
  { key: 'messages', path: '/messages', endpoint: listSentMessagesStaff, icon: 'mail', group: 'operations' },
  { key: 'help', path: '/help', endpoint: listHelpStaff, icon: 'report', group: 'operations' },
  { key: 'chat', path: '/chat', endpoint: listChatConversationsStaff, icon: 'inbox', group: 'operations' },
  {
    key: 'feedback',
    path: '/feedback',
    endpoint: listFeedbackStaff,
    icon: 'inbox',
    group: 'operations',
    queue: 'feedback',
  },
  { key: 'promotions', path: '/promotions', endpoint: listStaffPromotions, icon: 'gift', group: 'rewards' },
  {
    key: 'applications',
    path: '/applications',
    endpoint: listApplications,
    icon: 'inbox',
    group: 'rewards',
  },
  { key: 'bonuses', path: '/bonuses', endpoint: listStaffBonuses, icon: 'wallet', group: 'rewards' },
  { key: 'points', path: '/points', endpoint: listStaffRedeems, icon: 'coins', group: 'rewards' },
  { key: 'missions', path: '/missions', endpoint: listStaffMissions, icon: 'target', group: 'rewards' },
  {
    key: 'leaderboard',
    path: '/leaderboard',
    endpoint: getStaffLeaderboard,
    icon: 'trophy',
    group: 'rewards',
  },
  {
    key: 'referrals',
    path: '/referrals',
    endpoint: listReferralRewards,
    icon: 'team',
    group: 'rewards',
  },
  { key: 'raffles', path: '/raffles', endpoint: listStaffRaffles, icon: 'ticket', group: 'rewards' },
  { key: 'jackpot', path: '/jackpot', endpoint: getStaffJackpot, icon: 'trophy', group: 'rewards' },
  { key: 'vipLevels', path: '/vip-levels', endpoint: getVipLevelsStaff, icon: 'crown', group: 'rewards' },
  {
    key: 'rewardCosts',
    path: '/reward-costs',
    endpoint: getRewardCosts,
    icon: 'coins',
    group: 'rewards',
  },
  { key: 'site', path: '/site', endpoint: getSiteFlags, icon: 'settings', group: 'admin' },
  { key: 'staff', path: '/staff', endpoint: listStaff, icon: 'team', group: 'admin' },
  { key: 'audit', path: '/audit', endpoint: listAuditStaff, icon: 'audit', group: 'admin' },
  { key: 'jobs', path: '/jobs', endpoint: listJobs, icon: 'jobs', group: 'admin' },
];

export function menuFor(role: string | null | undefined): MenuItem[] {
  return MENU.filter((item) => canUse(item.endpoint, role));
}

/**
 * Whether a console address (a tile's or a report row's link) leads to a page the role may use:
 * the menu item it falls under decides; an address under no item (the account page) is open.
 */
export function pageAllowed(to: string, role: string | null | undefined): boolean {
  const path = to.split('?')[0] ?? '';
  const item = MENU.find((m) => path === m.path || path.startsWith(`${m.path}/`));
  return item ? canUse(item.endpoint, role) : true;
}
