import { createLazyPages } from '../member-centre/lazy-pages';
import type { AgentCentrePage } from './agent-centre-store';

/** Each page is its own chunk, loaded when first opened. */
const PAGES = createLazyPages<AgentCentrePage>({
  agentAnnouncement: () => import('./pages/announcement-page').then((m) => m.AgentAnnouncementPage),
  agentTeamOverview: () => import('./pages/team-overview-page').then((m) => m.TeamOverviewPage),
  registerCenter: () => import('./pages/register-center-page').then((m) => m.RegisterCenterPage),
  downlineManagmentView: () => import('./pages/downlines-page').then((m) => m.DownlinesPage),
  personalHistoryCopy: () => import('./pages/team-bets-page').then((m) => m.TeamBetsPage),
  palStatementsAgentCopy: () => import('./pages/statements-page').then((m) => m.StatementsPage),
  agentRevenueReport: () => import('../contracts/pages/revenue-page').then((m) => m.RevenuePage),
  agentDownlineTransactionDetailsCopy: () =>
    import('./pages/transactions-page').then((m) => m.TransactionsPage),
  agentContracts: () => import('../contracts/pages/contracts-page').then((m) => m.ContractsPage),
  agentDividendRecordCopy2: () => import('../contracts/pages/bill-pages').then((m) => m.DividendBillsPage),
  agentDailyWages2: () => import('../contracts/pages/bill-pages').then((m) => m.DailyWageBillsPage),
  agentHourSalary: () => import('../contracts/pages/bill-pages').then((m) => m.HourSalaryBillsPage),
  agentRealtimeSalary: () => import('../contracts/pages/bill-pages').then((m) => m.RealtimeSalaryBillsPage),
});

export const forgetFailedAgentPages = (): void => PAGES.forgetFailed();

/** One agent-centre page (every page in the menu is built). */
export function AgentCentrePageView({ page }: { page: AgentCentrePage }) {
  const Page = PAGES.component(page);
  return Page ? <Page /> : null;
}
