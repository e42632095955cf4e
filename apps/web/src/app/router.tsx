import { createBrowserRouter, Navigate, type RouteObject, useLocation } from 'react-router';
import { LazyAgentHomePage } from '../features/agents/lazy-agent-home-page';
import { LazyDownPage } from '../features/app-download/lazy-down-page';
import { AuthPage } from '../features/auth/components/auth-page';
import { ResetPasswordPage } from '../features/auth/components/reset-password-page';
import { GameCentrePage } from '../features/games/game-centre-page';
import { GameListPage } from '../features/games/game-list-page';
import { LazyHelpPage, LazyWrittenPage } from '../features/help/lazy-help-pages';
import { HomePage } from '../features/home/home-page';
import { LazyLotteryPage } from '../features/lottery/lazy-lottery-page';
import { LazyMirrorsPage } from '../features/mirrors/lazy-mirrors-page';
import { LazyPointsMallPage } from '../features/points/lazy-points-page';
import { LazyPromotionsPage } from '../features/promotions/lazy-promotions-page';
import { LazyRafflesPage } from '../features/raffles/lazy-raffles-page';
import { LazySeamlessPage } from '../features/seamless/lazy-seamless-page';
import { NotFoundPage } from '../features/site/components/not-found-page';
import { NotOpenPage } from '../features/site/components/not-open-page';
import { LazyVipPage } from '../features/vip/lazy-vip-page';
import { PageLayout } from './page-layout';
import { RequireLogin } from './require-login';
import { RootLayout } from './root-layout';
import { NOT_FOUND_LAYOUT, REDIRECTS, ROUTES, type RouteSpec } from './route-table';

function pageFor(route: RouteSpec) {
  switch (route.page) {
    case 'home':
      return <HomePage />;
    case 'login':
    case 'register':
    case 'forget':
      return <AuthPage kind={route.page} />;
    case 'resetPassword':
      return <ResetPasswordPage />;
    case 'notOpen':
      return <NotOpenPage title={route.title} />;
    case 'gameCentre':
      return <GameCentrePage path={route.paths[0]!} />;
    case 'gameList':
      return <GameListPage path={route.paths[0]!} />;
    case 'seamless':
      return <LazySeamlessPage />;
    case 'lottery':
      return <LazyLotteryPage path={route.paths[0]!} />;
    case 'agentHome':
      return <LazyAgentHomePage />;
    case 'promotions':
      return <LazyPromotionsPage />;
    case 'vip':
      return <LazyVipPage />;
    case 'pointMall':
      return <LazyPointsMallPage />;
    case 'raffles':
      return <LazyRafflesPage />;
    case 'down':
      return <LazyDownPage />;
    case 'help':
      return <LazyHelpPage />;
    case 'sponsor':
      return <LazyWrittenPage kind="SPONSOR" />;
    case 'description':
      return <LazyWrittenPage kind="ABOUT" />;
    case 'mirrors':
      return <LazyMirrorsPage />;
  }
}

/** Keeps the query (e.g. vassalage) when a path is an alias of another. */
function RedirectKeepingQuery({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={`${to}${search}${hash}`} replace />;
}

const children: RouteObject[] = [
  ...ROUTES.flatMap((route) =>
    route.paths.map((path) => ({
      path,
      element: (
        <RequireLogin route={route}>
          <PageLayout layout={route.layout}>{pageFor(route)}</PageLayout>
        </RequireLogin>
      ),
    })),
  ),
  ...REDIRECTS.map(({ from, to }) => ({ path: from, element: <RedirectKeepingQuery to={to} /> })),
  {
    path: '*',
    element: (
      <PageLayout layout={NOT_FOUND_LAYOUT}>
        <NotFoundPage />
      </PageLayout>
    ),
  },
];

export function createAppRouter() {
  return createBrowserRouter([{ element: <RootLayout />, children }]);
}
