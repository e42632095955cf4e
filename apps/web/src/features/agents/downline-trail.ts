import type { QueryOf, searchDownlines } from '@tessera/contracts';
import { TEAM_PAGE_SIZE } from './team-query';

export type DownlineScope = 'direct' | 'all';

/**
 * Where the downline list stands: the accounts drilled into, from the agent's own direct downlines
 * down (empty: the agent's own team), the scope at the top, and the typed username prefix.
 */
export interface DownlineView {
  trail: readonly string[];
  scope: DownlineScope;
  prefix: string;
}

export const topOfTeam = (scope: DownlineScope = 'direct'): DownlineView => ({
  trail: [],
  scope,
  prefix: '',
});

/** Into a downline's own directs: the search starts afresh there. */
export function drillInto(view: DownlineView, account: string): DownlineView {
  return { ...view, trail: [...view.trail, account], prefix: '' };
}

/** Back up to a crumb: `depth` 0 is the agent's own team, 1 the first account drilled into, … */
export function backTo(view: DownlineView, depth: number): DownlineView {
  if (depth >= view.trail.length) return view;
  return { ...view, trail: view.trail.slice(0, Math.max(0, depth)), prefix: '' };
}

/** One page of the list: inside a downline always its directs; at the top the chosen scope. */
export function downlineQuery(view: DownlineView, pageNo: number): QueryOf<typeof searchDownlines> {
  const under = view.trail.at(-1);
  const username = view.prefix.trim();
  return {
    ...(under ? { under, scope: 'direct' as const } : { scope: view.scope }),
    ...(username ? { username } : {}),
    pageNo,
    pageSize: TEAM_PAGE_SIZE,
  };
}
