/**
 * The pure rules behind modal history entries (decision 0026). Each open modal owns one entry of the
 * browser's history, marked in `history.state` with its depth (1 for the first modal over the page,
 * 2 for a modal over that one, …); the page's own entries carry no mark (depth 0).
 */

/** The key of the mark in `history.state`, beside the router's own keys (`usr`, `key`, `idx`). */
export const DEPTH_KEY = 'modalDepth';

/** The modal depth an entry's state marks; 0 for the page's own entries and foreign states. */
export function depthOf(state: unknown): number {
  if (!state || typeof state !== 'object') return 0;
  const depth = (state as Record<string, unknown>)[DEPTH_KEY];
  return typeof depth === 'number' && Number.isInteger(depth) && depth > 0 ? depth : 0;
}

/** A copy of `state` (the router's keys kept) marked with `depth`; 0 takes the mark away. */
export function withDepth(state: unknown, depth: number): Record<string, unknown> {
  const copy: Record<string, unknown> = state && typeof state === 'object' ? { ...state } : {};
  if (depth > 0) copy[DEPTH_KEY] = depth;
  else delete copy[DEPTH_KEY];
  return copy;
}

/**
 * How a modal opening over the modals at `openDepths` gets its entry, when the current entry is at
 * `currentDepth`: a new entry pushed above, or, when the current entry is one a closed modal left
 * (its Back is still on its way, or the page was reloaded on it), that entry reused in place.
 */
export function entryFor(
  openDepths: readonly number[],
  currentDepth: number,
): { depth: number; action: 'push' | 'replace' } {
  const depth = Math.max(0, ...openDepths) + 1;
  return { depth, action: currentDepth >= depth ? 'replace' : 'push' };
}

/**
 * The steps back that take away the entries of modals closed without Back (their X, a finished
 * form): from the current entry down to the topmost modal still open. 0 when there is nothing to
 * take away, or when the page has moved on to an entry of its own (a link followed from a modal).
 */
export function stepsBack(openDepths: readonly number[], currentDepth: number): number {
  return Math.max(0, currentDepth - Math.max(0, ...openDepths));
}

/** Which of the open modals (by depth) a move to an entry at `depth` closes: every one above it. */
export function closedBy(openDepths: readonly number[], depth: number): number[] {
  return openDepths.filter((open) => open > depth);
}

/** `href` with the search parameter `name` set to `value`, or taken away when `value` is null. */
export function withSearchParam(href: string, name: string, value: string | null): string {
  const url = new URL(href);
  if (value === null) url.searchParams.delete(name);
  else url.searchParams.set(name, value);
  return `${url.pathname}${url.search}${url.hash}`;
}
