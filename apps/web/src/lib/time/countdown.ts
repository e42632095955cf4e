/** Seconds an SMS code stays valid: expiredMinutes × 60 (spec §9), 60 when the server gives none. */
export function smsCountdownSeconds(expiredMinutes: number | null | undefined): number {
  return expiredMinutes && expiredMinutes > 0 ? Math.round(expiredMinutes * 60) : 60;
}

/** Whole seconds left until `endsAt`, never negative; rounds up so "1" shows until the end. */
export function secondsLeft(endsAt: number | null, now: number): number {
  if (endsAt === null) return 0;
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}
