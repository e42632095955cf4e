import {
  type Endpoint,
  getSiteFlags,
  listAdjustments,
  listAnnouncementsStaff,
  listAuditStaff,
  listDepositsStaff,
  listLotteryDrawsStaff,
  listMembersStaff,
  listPaymentChannels,
  listStaff,
  listWithdrawalsStaff,
} from '@tessera/contracts';
import { canUse } from './access';

export type IconName =
  | 'deposit'
  | 'withdraw'
  | 'adjust'
  | 'channel'
  | 'members'
  | 'draw'
  | 'megaphone'
  | 'settings'
  | 'team'
  | 'audit';

export interface MenuItem {
  /** The route (under the /backoffice basename) and the catalogue key `nav.<key>`. */
  key: string;
  path: string;
  /** The call the page loads first: who may use it decides who sees the item. */
  endpoint: Endpoint;
  icon: IconName;
  group: 'cashier' | 'operations' | 'admin';
}

export const MENU: readonly MenuItem[] = [
  { key: 'deposits', path: '/deposits', endpoint: listDepositsStaff, icon: 'deposit', group: 'cashier' },
  {
    key: 'withdrawals',
    path: '/withdrawals',
    endpoint: listWithdrawalsStaff,
    icon: 'withdraw',
    group: 'cashier',
  },
  { key: 'adjustments', path: '/adjustments', endpoint: listAdjustments, icon: 'adjust', group: 'cashier' },
  {
    key: 'channels',
    path: '/payment-channels',
    endpoint: listPaymentChannels,
    icon: 'channel',
    group: 'cashier',
  },
  { key: 'members', path: '/members', endpoint: listMembersStaff, icon: 'members', group: 'operations' },
  { key: 'lottery', path: '/lottery', endpoint: listLotteryDrawsStaff, icon: 'draw', group: 'operations' },
  {
    key: 'announcements',
    path: '/announcements',
    endpoint: listAnnouncementsStaff,
    icon: 'megaphone',
    group: 'operations',
  },
  { key: 'site', path: '/site', endpoint: getSiteFlags, icon: 'settings', group: 'admin' },
  { key: 'staff', path: '/staff', endpoint: listStaff, icon: 'team', group: 'admin' },
  { key: 'audit', path: '/audit', endpoint: listAuditStaff, icon: 'audit', group: 'admin' },
];

export function menuFor(role: string | null | undefined): MenuItem[] {
  return MENU.filter((item) => canUse(item.endpoint, role));
}
