/** How long to wait before reconnect attempt `attempt` (0 = the first retry after a drop). */
export interface BackoffOptions {
  /** The first wait, before jitter. */
  baseMs: number;
  /** The longest wait, before jitter. */
  maxMs: number;
  /** [0, 1); injected by tests. */
  random?: () => number;
}

export const DEFAULT_BACKOFF: BackoffOptions = { baseMs: 1_000, maxMs: 30_000 };

/**
 * Exponential backoff with "equal jitter": half the step is fixed, half random. The fixed half keeps
 * a dead server from being hammered; the random half spreads thousands of tabs that lost the same
 * server at the same moment, so they do not all come back in the same second.
 */
export function backoffDelay(attempt: number, options: BackoffOptions = DEFAULT_BACKOFF): number {
  const random = options.random ?? Math.random;
  const step = Math.min(options.maxMs, options.baseMs * 2 ** Math.max(0, Math.min(attempt, 30)));
  return Math.round(step / 2 + (step / 2) * random());
}
