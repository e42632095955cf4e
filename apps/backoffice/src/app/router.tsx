import { createBrowserRouter, Navigate, Outlet } from 'react-router';
import { AdjustmentsPage } from '../features/adjustments/pages/adjustments-page';
import { AnnouncementEditPage } from '../features/announcements/pages/announcement-edit-page';
import { AnnouncementsPage } from '../features/announcements/pages/announcements-page';
import { DepositsPage } from '../features/deposits/pages/deposits-page';
import { DrawsPage } from '../features/lottery/pages/draws-page';
import { AccountPage } from '../features/session/pages/account-page';
import { LoginPage } from '../features/session/pages/login-page';
import { sessionStore } from '../features/session/session-store';
import { SiteSettingsPage } from '../features/site/pages/site-settings-page';
import { StaffPage } from '../features/staff/pages/staff-page';
import { WithdrawalsPage } from '../features/withdrawals/pages/withdrawals-page';
import { useStore } from '../lib/store/store';
import { menuFor } from './menu';
import { NotFoundPage } from './not-found-page';
import { Shell } from './shell';

function RequireSession() {
  const session = useStore(sessionStore);
  return session ? <Outlet /> : <Navigate to="/login" replace />;
}

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
            { path: 'deposits', element: <DepositsPage /> },
            { path: 'withdrawals', element: <WithdrawalsPage /> },
            { path: 'adjustments', element: <AdjustmentsPage /> },
            { path: 'lottery', element: <DrawsPage /> },
            { path: 'announcements', element: <AnnouncementsPage /> },
            { path: 'announcements/new', element: <AnnouncementEditPage /> },
            { path: 'announcements/:id', element: <AnnouncementEditPage /> },
            { path: 'site', element: <SiteSettingsPage /> },
            { path: 'staff', element: <StaffPage /> },
            { path: 'account', element: <AccountPage /> },
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ],
  { basename: '/backoffice' },
);
