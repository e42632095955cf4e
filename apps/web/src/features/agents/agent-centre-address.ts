import { withSearchParam } from '../../lib/history/modal-entries';
import { type AgentCentrePage, isAgentCentrePage } from './agent-centre-store';

/**
 * The agent centre's address, as the member centre's `?mc=` (decision 0026): `?ac=<page>` opens the
 * modal on that page over any route, and chooses the page of the whole-page centre at /agentHome.
 */
export const AC_PARAM = 'ac';

/** The agent-centre page a query names, or null. */
export function agentPageInSearch(search: string): AgentCentrePage | null {
  const wanted = new URLSearchParams(search).get(AC_PARAM);
  return isAgentCentrePage(wanted) ? wanted : null;
}

/** The address `href` with the agent centre on `page`, or without it when `page` is null. */
export function agentCentreUrl(href: string, page: AgentCentrePage | null): string {
  return withSearchParam(href, AC_PARAM, page);
}

/** Whether a path is the agent home (the whole-page centre), where `?ac=` names its page. */
export function isAgentHomePath(pathname: string): boolean {
  return pathname.replace(/\/+$/u, '').toLowerCase() === '/agenthome';
}
