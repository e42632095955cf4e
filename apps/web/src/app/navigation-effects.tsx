import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { resetLoader } from '../components/loader-store';
import { setSideMenu } from '../features/layout/side-menu-store';
import { useSite } from '../features/site/use-site';
import { findRoute } from './route-table';

/**
 * After each route change (spec §2.1): the loading indicator hides, the side menu closes, and the
 * page scrolls to the top, or to the hash target when there is one. The tab title follows.
 */
export function NavigationEffects() {
  const { pathname, hash, search } = useLocation();
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
