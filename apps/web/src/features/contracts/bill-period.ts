import { formatRecordTime } from '../wallet/record-filters';

/** `2026-05-02 14:05` in the viewer's clock (the records' format without seconds). */
const minuteOf = (iso: string) => formatRecordTime(iso).slice(0, 16);

/**
 * A bill's period for people: one day's span as `2026-05-02 14:00–14:05`, a longer one as
 * `2026-05-01 00:00 – 2026-05-08 00:00` (the end is where the next period starts).
 */
export function formatBillPeriod(start: string, end: string): string {
  const from = minuteOf(start);
  const to = minuteOf(end);
  if (from.length < 16 || to.length < 16) return `${from} – ${to}`;
  return from.slice(0, 10) === to.slice(0, 10) ? `${from}–${to.slice(11)}` : `${from} – ${to}`;
}
