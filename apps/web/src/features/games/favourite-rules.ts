/**
 * The favourite toggle's rules (spec §4, §9): only for a logged-in member, at most one toggle a
 * second, an add that is already a favourite is skipped, and a removal leaves the local list at
 * once (the server answers later; a refusal puts the game back where it was).
 */

export type ToggleStep =
  | { kind: 'login' }
  /** A second toggle within the second: ignored, like the original's throttle. */
  | { kind: 'wait' }
  | { kind: 'skip' }
  | { kind: 'add' }
  | { kind: 'remove'; ids: readonly number[] };

export interface ToggleInput {
  loggedIn: boolean;
  ids: readonly number[];
  nodeId: number;
  /** Asks the toggle throttle; only called when the click would change something. */
  allow: () => boolean;
  /** What the click asks for: flip the heart, or only add (the "add to favourites" action). */
  intent: 'toggle' | 'add';
}

export function planToggle(input: ToggleInput): ToggleStep {
  if (!input.loggedIn) return { kind: 'login' };
  const favourite = input.ids.includes(input.nodeId);
  if (input.intent === 'add' && favourite) return { kind: 'skip' };
  if (!input.allow()) return { kind: 'wait' };
  if (!favourite) return { kind: 'add' };
  return { kind: 'remove', ids: input.ids.filter((id) => id !== input.nodeId) };
}

/**
 * A refused removal: the game goes back to its old place, unless the list has moved on (a later
 * answer already holds it).
 */
export function restoreFavourite(
  current: readonly number[],
  before: readonly number[],
  nodeId: number,
): readonly number[] {
  if (current.includes(nodeId)) return current;
  const index = before.indexOf(nodeId);
  if (index < 0) return current;
  const next = [...current];
  next.splice(Math.min(index, next.length), 0, nodeId);
  return next;
}
