import { describe, expect, it } from 'vitest';
import { PageCache } from './page-cache';
import { gridHeight, gridLayout, itemSpan, pagesOf, rowCount, visibleRows } from './windowing';

const OPTIONS = { minItemWidth: 150, gap: 12, maxColumns: 8, infoHeight: 60, artRatio: 1 };

describe('grid layout', () => {
  it('fits as many columns as the minimum width allows, within the maximum', () => {
    // 4 × 150 + 3 × 12 = 636 fits in 640; 5 columns would need 798.
    expect(gridLayout(640, OPTIONS).columns).toBe(4);
    expect(gridLayout(797, OPTIONS).columns).toBe(4);
    expect(gridLayout(798, OPTIONS).columns).toBe(5);
    expect(gridLayout(5000, OPTIONS).columns).toBe(8);
    expect(gridLayout(100, OPTIONS).columns).toBe(1);
  });

  it('shares the width out and derives the row height from the card width', () => {
    const layout = gridLayout(640, OPTIONS);
    expect(layout.itemWidth).toBe((640 - 36) / 4);
    expect(layout.itemHeight).toBe(Math.round(151 + 60));
    expect(layout.rowStride).toBe(layout.itemHeight + 12);
  });

  it('measures the whole grid without a gap under the last row', () => {
    const layout = gridLayout(640, OPTIONS);
    expect(rowCount(10_000, 4)).toBe(2500);
    expect(gridHeight(10_000, layout)).toBe(2500 * layout.rowStride - 12);
    expect(gridHeight(0, layout)).toBe(0);
  });
});

describe('visible window', () => {
  it('renders the rows crossing the viewport plus the overscan', () => {
    // Rows every 100 px; viewport from 1,050 to 1,850 crosses rows 10 to 18.
    expect(visibleRows(1050, 800, 100, 2500, 2)).toEqual({ first: 8, end: 21 });
  });

  it('starts at the first row while the grid is still below the viewport top', () => {
    expect(visibleRows(-400, 800, 100, 2500, 1)).toEqual({ first: 0, end: 5 });
    // The grid is entirely below the viewport: only the overscan row.
    expect(visibleRows(-2000, 800, 100, 2500, 1)).toEqual({ first: 0, end: 0 });
  });

  it('stops at the last row', () => {
    expect(visibleRows(249_900, 800, 100, 2500, 3)).toEqual({ first: 2496, end: 2500 });
    expect(visibleRows(0, 800, 100, 0, 3)).toEqual({ first: 0, end: 0 });
  });

  it('turns rows into item indexes, the last row possibly short', () => {
    expect(itemSpan({ first: 8, end: 21 }, 4, 10_000)).toEqual({ start: 32, end: 84 });
    expect(itemSpan({ first: 2, end: 4 }, 4, 14)).toEqual({ start: 8, end: 14 });
  });

  it('names the pages that hold a span of items', () => {
    expect(pagesOf(0, 30, 30)).toEqual([1]);
    expect(pagesOf(29, 31, 30)).toEqual([1, 2]);
    expect(pagesOf(32, 84, 30)).toEqual([2, 3]);
    expect(pagesOf(5, 5, 30)).toEqual([]);
  });
});

describe('page cache', () => {
  it('asks only for the pages in view that nobody asked for', () => {
    const cache = new PageCache<string>(30);
    expect(cache.missing(0, 60)).toEqual([1, 2]);
    cache.begin(1);
    expect(cache.missing(0, 60)).toEqual([2]);
    cache.put(
      1,
      Array.from({ length: 30 }, (_, index) => `game ${index}`),
      95,
    );
    expect(cache.itemAt(29)).toBe('game 29');
    expect(cache.itemAt(30)).toBeUndefined();
    // Past the total there is nothing to ask for.
    expect(cache.missing(60, 150)).toEqual([3, 4]);
  });

  it('leaves failed pages until a retry', () => {
    const cache = new PageCache<string>(30);
    cache.begin(2);
    cache.fail(2);
    expect(cache.hasFailures).toBe(true);
    expect(cache.missing(30, 60)).toEqual([]);
    cache.retryFailed();
    expect(cache.missing(30, 60)).toEqual([2]);
  });
});
