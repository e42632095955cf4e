import { lazyRoutePage } from '../../app/lazy-route-page';

/** The page of /agentHome, loaded on its first visit. */
export const LazyAgentHomePage = lazyRoutePage(() =>
  import('./agent-home-page').then((module) => module.AgentHomePage),
);
