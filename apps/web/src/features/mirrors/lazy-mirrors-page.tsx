import { LazyRoutePage } from '../../app/lazy-route-page';
import { createLazyPages } from '../member-centre/lazy-pages';

const PAGE = createLazyPages<'page'>({
  page: () => import('./mirrors-page').then((module) => module.MirrorsPage),
});

/** The page of /mirrors, loaded on its first visit. */
export function LazyMirrorsPage() {
  return <LazyRoutePage pages={PAGE} />;
}
