import { type RefObject, useLayoutEffect, useRef, useState } from 'react';
import {
  type GridLayout,
  type GridOptions,
  gridHeight,
  gridLayout,
  itemSpan,
  type RowWindow,
  rowCount,
  visibleRows,
} from './windowing';

interface Measured {
  layout: GridLayout;
  rows: RowWindow;
}

const same = (a: Measured, b: Measured) =>
  a.layout.columns === b.layout.columns &&
  a.layout.itemHeight === b.layout.itemHeight &&
  a.layout.itemWidth === b.layout.itemWidth &&
  a.rows.first === b.rows.first &&
  a.rows.end === b.rows.end;

/**
 * Windowing for a grid of `count` items: measures the grid's width (ResizeObserver) and where the
 * viewport is (scroll of the window, or of `scroller` inside a popup), and answers which items to
 * render and where. Only a change of the rendered rows re-renders, so scrolling stays cheap.
 */
export function useWindowedGrid(
  count: number,
  options: GridOptions & { overscan: number },
  scroller?: RefObject<HTMLElement | null>,
) {
  // A callback ref: the grid element appears only once the first page is here.
  const [grid, ref] = useState<HTMLDivElement | null>(null);
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const countRef = useRef(count);
  countRef.current = count;
  const [measured, setMeasured] = useState<Measured>(() => ({
    layout: gridLayout(0, options),
    rows: { first: 0, end: 0 },
  }));
  const measureRef = useRef<() => void>(() => {});

  useLayoutEffect(() => {
    if (!grid) return;
    const box = scroller?.current ?? null;
    const measure = () => {
      const rect = grid.getBoundingClientRect();
      const viewTop = (box ? box.getBoundingClientRect().top : 0) - rect.top;
      const viewHeight = box ? box.clientHeight : window.innerHeight;
      const layout = gridLayout(rect.width, optionsRef.current);
      const rows = visibleRows(
        viewTop,
        viewHeight,
        layout.rowStride,
        rowCount(countRef.current, layout.columns),
        optionsRef.current.overscan,
      );
      const next = { layout, rows };
      setMeasured((previous) => (same(previous, next) ? previous : next));
    };
    let frame = 0;
    const schedule = () => {
      if (frame === 0) {
        frame = requestAnimationFrame(() => {
          frame = 0;
          measure();
        });
      }
    };
    measureRef.current = measure;
    measure();
    const scrolling: HTMLElement | Window = box ?? window;
    scrolling.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    // Content above the grid can grow (filters wrapping, a banner loading) and move it.
    const observer = new ResizeObserver(schedule);
    observer.observe(grid);
    observer.observe(box ?? document.body);
    return () => {
      cancelAnimationFrame(frame);
      scrolling.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      observer.disconnect();
    };
  }, [grid, scroller]);

  // A new count (the first page arrived, a filter changed) changes the rows at once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `count` is read through its ref
  useLayoutEffect(() => measureRef.current(), [count]);

  const { layout, rows } = measured;
  const span = itemSpan(rows, layout.columns, count);
  return {
    ref,
    layout,
    start: span.start,
    end: span.end,
    offset: rows.first * layout.rowStride,
    height: gridHeight(count, layout),
  };
}
