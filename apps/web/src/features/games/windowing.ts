/**
 * The maths of the virtualised game grid: how many columns fit, how tall a row is, which rows are
 * on screen and which items and pages they hold. Pure, so the hook that measures stays small.
 */

export interface GridOptions {
  minItemWidth: number;
  gap: number;
  maxColumns: number;
  /** Height of the text under a card's picture. */
  infoHeight: number;
  /** Picture height as a share of the card width. */
  artRatio: number;
}

export interface GridLayout {
  columns: number;
  itemWidth: number;
  itemHeight: number;
  /** Item height plus the gap under it: the distance from one row's top to the next. */
  rowStride: number;
}

export function gridLayout(width: number, options: GridOptions): GridLayout {
  const { minItemWidth, gap, maxColumns, infoHeight, artRatio } = options;
  const usable = Math.max(0, width);
  const fit = Math.floor((usable + gap) / (minItemWidth + gap));
  const columns = Math.min(maxColumns, Math.max(1, fit));
  const itemWidth = Math.max(0, (usable - gap * (columns - 1)) / columns);
  const itemHeight = Math.round(itemWidth * artRatio + infoHeight);
  return { columns, itemWidth, itemHeight, rowStride: itemHeight + gap };
}

export function rowCount(itemCount: number, columns: number): number {
  return Math.ceil(Math.max(0, itemCount) / Math.max(1, columns));
}

/** The grid's full height: every row and the gaps between them (none after the last). */
export function gridHeight(itemCount: number, layout: GridLayout): number {
  const rows = rowCount(itemCount, layout.columns);
  return rows === 0 ? 0 : rows * layout.rowStride - (layout.rowStride - layout.itemHeight);
}

export interface RowWindow {
  /** First row to render. */
  first: number;
  /** One past the last row to render. */
  end: number;
}

/**
 * The rows to render: those crossing the viewport plus `overscan` rows on each side.
 * `viewTop` is where the viewport begins, measured from the grid's top (negative above it).
 */
export function visibleRows(
  viewTop: number,
  viewHeight: number,
  rowStride: number,
  rows: number,
  overscan: number,
): RowWindow {
  if (rows === 0 || rowStride <= 0) return { first: 0, end: 0 };
  const top = Math.floor(viewTop / rowStride);
  const bottom = Math.ceil((viewTop + Math.max(0, viewHeight)) / rowStride);
  const first = Math.min(rows, Math.max(0, top - overscan));
  const end = Math.max(first, Math.min(rows, bottom + overscan));
  return { first, end };
}

/** The item indexes `[start, end)` the rows hold. */
export function itemSpan(window: RowWindow, columns: number, itemCount: number) {
  return {
    start: Math.min(itemCount, window.first * columns),
    end: Math.min(itemCount, window.end * columns),
  };
}

/** The 1-based page numbers holding items `[start, end)`. */
export function pagesOf(start: number, end: number, pageSize: number): number[] {
  if (end <= start) return [];
  const first = Math.floor(start / pageSize) + 1;
  const last = Math.floor((end - 1) / pageSize) + 1;
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}
