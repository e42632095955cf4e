import { LazyRoutePage } from '../../app/lazy-route-page';
import { createLazyPages } from '../member-centre/lazy-pages';

const PAGE = createLazyPages<'page'>({
  page: () => import('./points-page').then((module) => module.PointsMallPage),
});

/** The page of /pointMall, loaded on its first visit. */
export function LazyPointsMallPage() {
  return <LazyRoutePage pages={PAGE} />;
}
