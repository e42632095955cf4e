import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { NotOpenPanel } from '../../components/not-open-panel';
import type { MemberCentrePage } from './member-centre-store';

type Loader = () => Promise<ComponentType>;

/**
 * Each built page is its own chunk, loaded when first opened. React.lazy remembers a failed load
 * for good, so a retry after a lost chunk makes a fresh lazy component for the pages that failed.
 */
const LOADERS: Partial<Record<MemberCentrePage, Loader>> = {
  securityCenter: () => import('../security/security-center-page').then((m) => m.SecurityCenterPage),
  transferFund: () => import('../wallet/components/transfer-fund-page').then((m) => m.TransferFundPage),
  depositv2: () => import('../deposit/deposit-page').then((m) => m.DepositPage),
  withdraw: () => import('../withdraw/withdraw-page').then((m) => m.WithdrawPage),
  transferUpline: () => import('../transfers/transfer-upline-page').then((m) => m.TransferUplinePage),
  transactionHistory: () =>
    import('../wallet/components/transaction-history-page').then((m) => m.TransactionHistoryPage),
  personalHistoryCopy: () => import('../records/bet-record-page').then((m) => m.BetRecordPage),
  personalProfit: () => import('../records/profit-page').then((m) => m.ProfitPage),
};

/** Whether a page is built (links to the others would lead to "opening soon": none are shown). */
export function isBuiltMemberCentrePage(page: MemberCentrePage): boolean {
  return LOADERS[page] !== undefined;
}

const lazyPages = new Map<MemberCentrePage, LazyExoticComponent<ComponentType>>();
const failedPages = new Set<MemberCentrePage>();

function lazyPage(page: MemberCentrePage, load: Loader): LazyExoticComponent<ComponentType> {
  let component = lazyPages.get(page);
  if (!component) {
    component = lazy(() =>
      load().then(
        (loaded) => ({ default: loaded }),
        (error: unknown) => {
          failedPages.add(page);
          throw error;
        },
      ),
    );
    lazyPages.set(page, component);
  }
  return component;
}

/** Forget the pages whose code failed to load, so the next render fetches them again. */
export function forgetFailedPages(): void {
  for (const page of failedPages) lazyPages.delete(page);
  failedPages.clear();
}

/** The pages built in this release; the others are the honest "opening soon" panel. */
export function MemberCentrePageView({ page }: { page: MemberCentrePage }) {
  const { t } = useTranslation();
  const load = LOADERS[page];
  if (!load) return <NotOpenPanel title={t('account_not_open_title')} heading="h3" />;
  const Page = lazyPage(page, load);
  return <Page />;
}
