import type { BrakeNote } from '@tessera/contracts';

/**
 * Why staff last applied or lifted a brake (a contract's suspension, a bill's hold), who and when,
 * as the staff answers carry it; null when no one ever did (migration 0037).
 */
export function brakeNote(
  reason: string | null,
  by: string | null,
  at: Date | string | null,
): BrakeNote | null {
  if (reason === null || at === null) return null;
  return { reason, by, at: new Date(at).toISOString() };
}
