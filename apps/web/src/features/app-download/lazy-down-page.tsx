import { LazyRoutePage } from '../../app/lazy-route-page';
import { createLazyPages } from '../member-centre/lazy-pages';

const PAGE = createLazyPages<'page'>({ page: () => import('./down-page').then((module) => module.DownPage) });

/** The page of /down, loaded on its first visit. */
export function LazyDownPage() {
  return <LazyRoutePage pages={PAGE} />;
}
