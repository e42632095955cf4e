import type { getReport, ValueOf } from '@tessera/contracts';
import { type CsvCell, csvAmount, csvText } from '../../lib/csv';

export type Report = ValueOf<typeof getReport>;
export type ReportColumn = Report['columns'][number];

const DAY = /^\d{4}-\d{2}-\d{2}$/u;

/** `YYYY-MM-DD` of a date in local time. */
export function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The range in the address, or the last `days` days (7 unless told; today included) when it is
 * missing or wrong (not a day, from after to, more than 366 days).
 */
export function readRange(params: URLSearchParams, today: Date, days = 7): { from: string; to: string } {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const span = (Date.parse(to) - Date.parse(from)) / 86_400_000;
  if (DAY.test(from) && DAY.test(to) && from <= to && span <= 366) return { from, to };
  const start = new Date(today);
  start.setDate(start.getDate() - (days - 1));
  return { from: isoDay(start), to: isoDay(today) };
}

/** The report's rows as the CSV's cells: amounts as plain decimals, counts as integers, text defused. */
export function reportCsvRows(report: Report, scale: number): CsvCell[][] {
  return report.rows.map((row) =>
    report.columns.map((column) => {
      const value = row.cells[column.key];
      if (value === undefined || value === null) return '';
      if (column.kind === 'money') return typeof value === 'number' ? csvAmount(value, scale) : value;
      if (column.kind === 'count') return typeof value === 'number' ? Math.round(value) : value;
      return csvText(String(value));
    }),
  );
}

export const reportFileName = (name: string, from: string, to: string) => `${name}-${from}-${to}.csv`;
