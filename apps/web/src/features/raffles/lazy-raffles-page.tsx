import { LazyRoutePage } from '../../app/lazy-route-page';
import { createLazyPages } from '../member-centre/lazy-pages';

const PAGE = createLazyPages<'page'>({
  page: () => import('./raffles-page').then((module) => module.RafflesPage),
});

/** The page of /raffle, loaded on its first visit. */
export function LazyRafflesPage() {
  return <LazyRoutePage pages={PAGE} />;
}
