/** What is left of a bonus's time: whole days, hours and minutes (rounded up to the minute). */
export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
}

/** Time left until `expiresAt`; null once it has passed (or when the date cannot be read). */
export function timeLeft(expiresAt: string, now: number): TimeLeft | null {
  const end = Date.parse(expiresAt);
  if (Number.isNaN(end) || end <= now) return null;
  const minutes = Math.ceil((end - now) / 60_000);
  return {
    days: Math.floor(minutes / 1440),
    hours: Math.floor((minutes % 1440) / 60),
    minutes: minutes % 60,
  };
}

/** Percent of the turnover done, 0–100, for the progress bar (a bonus without turnover is done). */
export function wageredPercent(progress: number, required: number): number {
  if (required <= 0) return 100;
  return Math.min(100, Math.max(0, Math.floor((progress / required) * 1000) / 10));
}
