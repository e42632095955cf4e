import { RECORD_TYPES, type RecordType } from '@tessera/contracts';

export const RECORD_PAGE_SIZE = 20;
/** The default period: today and the six days before (spec: last 7 days). */
export const DEFAULT_DAYS = 7;

export interface RecordFilters {
  type: RecordType | '';
  /** yyyy-MM-dd, inclusive. */
  from: string;
  to: string;
}

/** yyyy-MM-dd of a moment in UTC: the server counts days in the brand's zone, UTC for now. */
export function dayOf(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

export function defaultFilters(now: Date): RecordFilters {
  const from = new Date(now.getTime() - (DEFAULT_DAYS - 1) * 86_400_000);
  return { type: '', from: dayOf(from), to: dayOf(now) };
}

const isDay = (text: string) =>
  /^\d{4}-\d{2}-\d{2}$/u.test(text) && dayOf(new Date(`${text}T00:00:00Z`)) === text;

/** A catalogue key when the period cannot be asked for, else null. */
export function rangeProblem(filters: RecordFilters): string | null {
  if (!isDay(filters.from) || !isDay(filters.to)) return 'wallet_err_date_invalid';
  if (filters.from > filters.to) return 'wallet_err_date_order';
  return null;
}

export function isRecordType(value: string): value is RecordType {
  return (RECORD_TYPES as readonly string[]).includes(value);
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** `2026-05-02 14:03` in the viewer's own clock: digits only, the same in every language. */
export function formatRecordTime(iso: string): string {
  const moment = new Date(iso);
  if (Number.isNaN(moment.getTime())) return iso;
  const two = (value: number) => String(value).padStart(2, '0');
  return `${moment.getFullYear()}-${two(moment.getMonth() + 1)}-${two(moment.getDate())} ${two(moment.getHours())}:${two(moment.getMinutes())}:${two(moment.getSeconds())}`;
}
