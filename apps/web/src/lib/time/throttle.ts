/**
 * Allows an action at most once per `intervalMs` (spec §9: SMS requests and captcha refreshes at
 * most once per second). Returns whether this attempt may go ahead.
 */
export function createThrottle(intervalMs: number, now: () => number = Date.now): () => boolean {
  let last = Number.NEGATIVE_INFINITY;
  return () => {
    const current = now();
    if (current - last < intervalMs) return false;
    last = current;
    return true;
  };
}
