import { lazyRoutePage } from '../../app/lazy-route-page';

/** The page of /vip, loaded on its first visit. */
export const LazyVipPage = lazyRoutePage(() => import('./vip-page').then((module) => module.VipPage));
