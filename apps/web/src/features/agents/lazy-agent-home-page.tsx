import { LazyRoutePage } from '../../app/lazy-route-page';
import { createLazyPages } from '../member-centre/lazy-pages';

const PAGE = createLazyPages<'page'>({
  page: () => import('./agent-home-page').then((module) => module.AgentHomePage),
});

/** The page of /agentHome, loaded on its first visit. */
export function LazyAgentHomePage() {
  return <LazyRoutePage pages={PAGE} />;
}
