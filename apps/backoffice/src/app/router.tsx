import type { ReactNode } from 'react';
import { createBrowserRouter, Navigate, Outlet } from 'react-router';
import { Forbidden } from '../components/list-state';
import { AdjustmentsPage } from '../features/adjustments/pages/adjustments-page';
import { BillsPage } from '../features/agents/pages/bills-page';
import { ContractsPage } from '../features/agents/pages/contracts-page';
import { AgentReportPage } from '../features/agents/pages/report-page';
import { AgentTreePage } from '../features/agents/pages/tree-page';
import { AnnouncementEditPage } from '../features/announcements/pages/announcement-edit-page';
import { AnnouncementsPage } from '../features/announcements/pages/announcements-page';
import { AuditPage } from '../features/audit/pages/audit-page';
import { GamesPage } from '../features/catalog/pages/games-page';
import { VendorsPage } from '../features/catalog/pages/vendors-page';
import { CannedRepliesPage } from '../features/chat/pages/canned-replies-page';
import { ChatPage } from '../features/chat/pages/chat-page';
import { DashboardPage } from '../features/dashboard/pages/dashboard-page';
import { DepositsPage } from '../features/deposits/pages/deposits-page';
import { FeedbackPage } from '../features/feedback/pages/feedback-page';
import { HelpCentrePage } from '../features/help/pages/help-page';
import { JackpotPage } from '../features/jackpot/pages/jackpot-page';
import { JobsPage } from '../features/jobs/pages/jobs-page';
import { DrawsPage } from '../features/lottery/pages/draws-page';
import { OddsPage } from '../features/lottery/pages/odds-page';
import { MemberPage } from '../features/members/pages/member-page';
import { MembersPage } from '../features/members/pages/members-page';
import { MessagesPage } from '../features/messages/pages/messages-page';
import { LeaderboardPage } from '../features/missions/pages/leaderboard-page';
import { MissionsPage } from '../features/missions/pages/missions-page';
import { LeaderboardRulesPage } from '../features/missions/pages/rules-page';
import { PaymentChannelsPage } from '../features/payment-channels/pages/payment-channels-page';
import { PointItemsPage } from '../features/points/pages/items-page';
import { RedeemsPage } from '../features/points/pages/redeems-page';
import { PointSettingsPage } from '../features/points/pages/settings-page';
import { ApplicationsPage } from '../features/promotions/pages/applications-page';
import { BonusesPage } from '../features/promotions/pages/bonuses-page';
import { PromotionEditPage } from '../features/promotions/pages/promotion-edit-page';
import { PromotionsPage } from '../features/promotions/pages/promotions-page';
import { RewardCostsPage } from '../features/promotions/pages/reward-costs-page';
import { VipLevelsPage } from '../features/promotions/pages/vip-levels-page';
import { RaffleDrawsPage } from '../features/raffles/pages/draws-page';
import { RaffleEditPage } from '../features/raffles/pages/raffle-edit-page';
import { RafflesPage } from '../features/raffles/pages/raffles-page';
import { ReferralRewardsPage } from '../features/referrals/pages/rewards-page';
import { ReferralRulesPage } from '../features/referrals/pages/rules-page';
import { ReportsPage } from '../features/reports/pages/reports-page';
import { AccountPage } from '../features/session/pages/account-page';
import { LoginPage } from '../features/session/pages/login-page';
import { sessionStore } from '../features/session/session-store';
import { SiteSettingsPage } from '../features/site/pages/site-settings-page';
import { StaffPage } from '../features/staff/pages/staff-page';
import { WithdrawalsPage } from '../features/withdrawals/pages/withdrawals-page';
import { useStore } from '../lib/store/store';
import { MENU, menuFor } from './menu';
import { NotFoundPage } from './not-found-page';
import { Shell } from './shell';

function RequireSession() {
  const session = useStore(sessionStore);
  return session ? <Outlet /> : <Navigate to="/login" replace />;
}

/**
 * A menu page the role may not use (its call names other roles) shows "not allowed" at once,
 * without asking the server or offering its buttons; the server refuses it all the same.
 */
function ForRole({ item, children }: { item: string; children: ReactNode }) {
  const role = useStore(sessionStore)?.role;
  const entry = MENU.find((m) => m.key === item);
  return entry && !menuFor(role).includes(entry) ? <Forbidden /> : children;
}

const page = (item: string, element: ReactNode) => <ForRole item={item}>{element}</ForRole>;

/** The first page the role may use. */
function Home() {
  const session = useStore(sessionStore);
  return <Navigate to={menuFor(session?.role)[0]?.path ?? '/account'} replace />;
}

export const router = createBrowserRouter(
  [
    { path: '/login', element: <LoginPage /> },
    {
      element: <RequireSession />,
      children: [
        {
          element: <Shell />,
          children: [
            { index: true, element: <Home /> },
            { path: 'dashboard', element: page('dashboard', <DashboardPage />) },
            { path: 'reports', element: <Navigate to="/reports/daily" replace /> },
            { path: 'reports/:name', element: page('reports', <ReportsPage />) },
            { path: 'deposits', element: page('deposits', <DepositsPage />) },
            { path: 'withdrawals', element: page('withdrawals', <WithdrawalsPage />) },
            { path: 'adjustments', element: page('adjustments', <AdjustmentsPage />) },
            { path: 'payment-channels', element: page('channels', <PaymentChannelsPage />) },
            { path: 'members', element: page('members', <MembersPage />) },
            { path: 'members/:id', element: page('members', <MemberPage />) },
            { path: 'agents', element: <Navigate to="/agents/tree" replace /> },
            { path: 'agents/tree', element: page('agents', <AgentTreePage />) },
            { path: 'agents/contracts', element: page('agents', <ContractsPage />) },
            { path: 'agents/bills', element: page('agents', <BillsPage />) },
            { path: 'agents/:memberId/report', element: page('agents', <AgentReportPage />) },
            { path: 'lottery', element: page('lottery', <DrawsPage />) },
            { path: 'lottery/odds', element: page('lottery', <OddsPage />) },
            { path: 'catalog', element: <Navigate to="/catalog/games" replace /> },
            { path: 'catalog/games', element: page('games', <GamesPage />) },
            { path: 'catalog/vendors', element: page('games', <VendorsPage />) },
            { path: 'announcements', element: page('announcements', <AnnouncementsPage />) },
            { path: 'announcements/new', element: page('announcements', <AnnouncementEditPage />) },
            { path: 'announcements/:id', element: page('announcements', <AnnouncementEditPage />) },
            { path: 'messages', element: page('messages', <MessagesPage />) },
            { path: 'help', element: page('help', <HelpCentrePage />) },
            { path: 'chat', element: page('chat', <ChatPage />) },
            { path: 'chat/canned', element: page('chat', <CannedRepliesPage />) },
            { path: 'feedback', element: page('feedback', <FeedbackPage />) },
            { path: 'promotions', element: page('promotions', <PromotionsPage />) },
            { path: 'promotions/new', element: page('promotions', <PromotionEditPage />) },
            { path: 'promotions/:id', element: page('promotions', <PromotionEditPage />) },
            { path: 'applications', element: page('applications', <ApplicationsPage />) },
            { path: 'bonuses', element: page('bonuses', <BonusesPage />) },
            { path: 'points', element: <Navigate to="/points/redeems" replace /> },
            { path: 'points/redeems', element: page('points', <RedeemsPage />) },
            { path: 'points/items', element: page('points', <PointItemsPage />) },
            { path: 'points/settings', element: page('points', <PointSettingsPage />) },
            { path: 'missions', element: page('missions', <MissionsPage />) },
            { path: 'leaderboard', element: page('leaderboard', <LeaderboardPage />) },
            { path: 'leaderboard/rules', element: page('leaderboard', <LeaderboardRulesPage />) },
            { path: 'referrals', element: page('referrals', <ReferralRewardsPage />) },
            { path: 'referrals/rules', element: page('referrals', <ReferralRulesPage />) },
            { path: 'raffles', element: page('raffles', <RafflesPage />) },
            { path: 'raffles/new', element: page('raffles', <RaffleEditPage />) },
            { path: 'raffles/draws', element: page('raffles', <RaffleDrawsPage />) },
            { path: 'raffles/:id', element: page('raffles', <RaffleEditPage />) },
            { path: 'jackpot', element: page('jackpot', <JackpotPage />) },
            { path: 'vip-levels', element: page('vipLevels', <VipLevelsPage />) },
            { path: 'reward-costs', element: page('rewardCosts', <RewardCostsPage />) },
            { path: 'site', element: page('site', <SiteSettingsPage />) },
            { path: 'staff', element: page('staff', <StaffPage />) },
            { path: 'audit', element: page('audit', <AuditPage />) },
            { path: 'jobs', element: page('jobs', <JobsPage />) },
            { path: 'account', element: <AccountPage /> },
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ],
  { basename: '/backoffice' },
);
