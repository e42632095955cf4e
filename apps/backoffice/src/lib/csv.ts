/**
 * CSV as Excel and every spreadsheet read it (RFC 4180): fields separated by commas, records by
 * CRLF, a field quoted when it holds a comma, quote, CR or LF, its quotes doubled. The file starts
 * with a UTF-8 byte-order mark so Excel reads Bengali names as UTF-8.
 */
export type CsvCell = string | number | null | undefined;

export const CSV_BOM = '\uFEFF';

/** A money amount as a plain decimal with the currency's places (no symbol, no separators). */
export function csvAmount(value: number, scale: number): string {
  return value.toFixed(scale);
}

/**
 * A text field. A value that a spreadsheet would take for a formula (`=`, `+`, `-`, `@`, a tab or
 * CR first) gets a leading apostrophe, so an exported name cannot run anything when opened.
 */
export function csvText(value: string): string {
  return /^[=+\-@\t\r]/u.test(value) ? `'${value}` : value;
}

export function csvField(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  const text = typeof cell === 'number' ? String(cell) : cell;
  return /[",\r\n]/u.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function buildCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvField).join(','));
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}

/** Offers the text as a file download (a blob link clicked once, then let go). */
export function downloadText(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
