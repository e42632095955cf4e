import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon, ChevronRightIcon } from '../../wallet/components/wallet-icons';

/**
 * A row that scrolls sideways (a swipe or the trackpad on any screen), snapping to its items; with
 * more items than `arrowsAbove` it also has previous / next arrows that turn it a screen at a time.
 */
export function HScroller({
  count,
  arrowsAbove,
  children,
  className,
}: {
  count: number;
  arrowsAbove: number;
  children: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation();
  const rowRef = useRef<HTMLDivElement>(null);
  const [ends, setEnds] = useState({ start: true, end: false });
  const arrows = count > arrowsAbove;

  const measure = useCallback(() => {
    const row = rowRef.current;
    if (!row) return;
    // scrollLeft is negative in right-to-left rows; its size is what counts.
    const scrolled = Math.abs(row.scrollLeft);
    setEnds({ start: scrolled <= 2, end: scrolled + row.clientWidth >= row.scrollWidth - 2 });
  }, []);

  useEffect(() => {
    const row = rowRef.current;
    if (!row) return;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(row);
    return () => observer.disconnect();
  }, [measure]);

  const turn = (direction: 1 | -1) => {
    const row = rowRef.current;
    if (!row) return;
    const sign = getComputedStyle(row).direction === 'rtl' ? -1 : 1;
    row.scrollBy({ left: direction * sign * row.clientWidth * 0.85, behavior: 'smooth' });
  };

  return (
    <div className={`h-scroller ${arrows ? 'h-scroller--arrows' : ''} ${className ?? ''}`}>
      {arrows && (
        <button
          type="button"
          className="h-scroller__arrow h-scroller__arrow--prev"
          onClick={() => turn(-1)}
          disabled={ends.start}
          aria-label={t('home_scroll_previous')}
        >
          <ChevronLeftIcon />
        </button>
      )}
      <div ref={rowRef} className="h-scroller__row" onScroll={measure}>
        {children}
      </div>
      {arrows && (
        <button
          type="button"
          className="h-scroller__arrow h-scroller__arrow--next"
          onClick={() => turn(1)}
          disabled={ends.end}
          aria-label={t('home_scroll_next')}
          data-testid="scroller-next"
        >
          <ChevronRightIcon />
        </button>
      )}
    </div>
  );
}
