import { LazyRoutePage } from '../../app/lazy-route-page';
import { createLazyPages } from '../member-centre/lazy-pages';

const PAGE = createLazyPages<'page'>({ page: () => import('./vip-page').then((module) => module.VipPage) });

/** The page of /vip, loaded on its first visit. */
export function LazyVipPage() {
  return <LazyRoutePage pages={PAGE} />;
}
