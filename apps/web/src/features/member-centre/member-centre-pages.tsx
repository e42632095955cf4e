import { useTranslation } from 'react-i18next';
import { NotOpenPanel } from '../../components/not-open-panel';
import { createLazyPages } from './lazy-pages';
import type { MemberCentrePage } from './member-centre-store';

/** Each built page is its own chunk, loaded when first opened. */
const PAGES = createLazyPages<MemberCentrePage>({
  securityCenter: () => import('../security/security-center-page').then((m) => m.SecurityCenterPage),
  transferFund: () => import('../wallet/components/transfer-fund-page').then((m) => m.TransferFundPage),
  depositv2: () => import('../deposit/deposit-page').then((m) => m.DepositPage),
  withdraw: () => import('../withdraw/withdraw-page').then((m) => m.WithdrawPage),
  transferUpline: () => import('../transfers/transfer-upline-page').then((m) => m.TransferUplinePage),
  transactionHistory: () =>
    import('../wallet/components/transaction-history-page').then((m) => m.TransactionHistoryPage),
  personalHistoryCopy: () => import('../records/bet-record-page').then((m) => m.BetRecordPage),
  personalProfit: () => import('../records/profit-page').then((m) => m.ProfitPage),
  bonusDetails: () => import('../promotions/pages/bonus-details-page').then((m) => m.BonusDetailsPage),
  rewardCenter: () => import('../promotions/pages/reward-center-page').then((m) => m.RewardCenterPage),
  referral: () => import('../referral/referral-page').then((m) => m.ReferralPage),
  missionLeaderboard: () => import('../missions/missions-page').then((m) => m.MissionsPage),
  messageV2: () => import('../messages/messages-page').then((m) => m.MessagesPage),
});

/** Whether a page is built (links to the others would lead to "opening soon": none are shown). */
export function isBuiltMemberCentrePage(page: MemberCentrePage): boolean {
  return PAGES.isBuilt(page);
}

/** Forget the pages whose code failed to load, so the next render fetches them again. */
export function forgetFailedPages(): void {
  PAGES.forgetFailed();
}

/** The pages built in this release; the others are the honest "opening soon" panel. */
export function MemberCentrePageView({ page }: { page: MemberCentrePage }) {
  const { t } = useTranslation();
  const Page = PAGES.component(page);
  if (!Page) return <NotOpenPanel title={t('account_not_open_title')} heading="h3" />;
  return <Page />;
}
