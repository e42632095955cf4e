import { isAgentHomePath } from '../agents/agent-centre-address';

/**
 * Where a finished login (or registration, reset) leaves the visitor (spec §4): home, except that a
 * login made on the agent home stays there (with its query: the page of the agent centre).
 */
export function afterLoginPath(location: { pathname: string; search: string }): string {
  return isAgentHomePath(location.pathname) ? `${location.pathname}${location.search}` : '/';
}
