import { LazyRoutePage } from '../../app/lazy-route-page';
import { createLazyPages } from '../member-centre/lazy-pages';

const PAGE = createLazyPages<'page'>({
  page: () => import('./promotions-page').then((module) => module.PromotionsPage),
});

/** The page of /promotions, loaded on its first visit. */
export function LazyPromotionsPage() {
  return <LazyRoutePage pages={PAGE} />;
}
