import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { resetLoader } from '../components/loader-store';
import { setSideMenu } from '../features/layout/side-menu-store';
import { searchWithoutMemberCentre } from '../features/member-centre/member-centre-address';
import { useSite } from '../features/site/use-site';
import { findRoute } from './route-table';

/**
 * After each route change (spec §2.1): the loading indicator hides, the side menu closes, and the
 * page scrolls to the top, or to the hash target when there is one. The tab title follows.
 * Modals' history entries (decision 0026) are the same location to the router and change nothing.
 */
export function NavigationEffects() {
  const location = useLocation();
  const { pathname, hash } = location;
  // The member centre opening or closing (`?mc=`) is not a new page: the page under it stays put.
  const search = searchWithoutMemberCentre(location.search);
  const { t } = useTranslation();
  const brand = useSite().info.brand.name;

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per navigation, keyed by the URL
  useEffect(() => {
    resetLoader();
    setSideMenu('close');
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView({ behavior: 'smooth' });
    else window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, search, hash]);

  useEffect(() => {
    const route = findRoute(pathname);
    document.title = route && route.page !== 'home' ? `${t(route.title)} · ${brand}` : brand;
  }, [pathname, t, brand]);

  return null;
}
