/** Fifteen minutes without input, then a one-minute warning with a countdown, then sign-out. */
export const IDLE_LIMITS = { idleMs: 15 * 60_000, warningMs: 60_000 } as const;

export type IdlePhase =
  | { phase: 'active' }
  | { phase: 'warning'; secondsLeft: number }
  | { phase: 'expired' };

export function idlePhase(now: number, lastInput: number, limits = IDLE_LIMITS): IdlePhase {
  const idle = now - lastInput;
  if (idle < limits.idleMs) return { phase: 'active' };
  const left = limits.idleMs + limits.warningMs - idle;
  if (left <= 0) return { phase: 'expired' };
  return { phase: 'warning', secondsLeft: Math.ceil(left / 1000) };
}
