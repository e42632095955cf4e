import { type RefObject, useEffect, useState } from 'react';

/**
 * Which ends of a scrolling strip have more to show: `data-overflow` of a tab strip (tabs.tsx) and
 * of the header's section row, whose faded edge says there is more.
 */
export type Overflow = 'none' | 'start' | 'end' | 'both';

/**
 * From the strip's scroll offset (negative in a right-to-left page, as browsers give it), its
 * visible width and its full width. A pixel of slack absorbs sub-pixel widths.
 */
export function overflowOf(scrollOffset: number, visibleWidth: number, fullWidth: number): Overflow {
  const hidden = fullWidth - visibleWidth;
  if (hidden <= 1) return 'none';
  const before = Math.abs(scrollOffset);
  const moreAtStart = before > 1;
  const moreAtEnd = before < hidden - 1;
  if (moreAtStart && moreAtEnd) return 'both';
  return moreAtStart ? 'start' : 'end';
}

/** The overflow of a strip, measured again when it scrolls, its size changes or its items do. */
export function useScrollEdges(stripRef: RefObject<HTMLElement | null>): Overflow {
  const [overflow, setOverflow] = useState<Overflow>('none');
  useEffect(() => {
    const strip = stripRef.current;
    if (!strip) return;
    const measure = () => setOverflow(overflowOf(strip.scrollLeft, strip.clientWidth, strip.scrollWidth));
    // Reading the widths right after a change to the page makes the browser lay it out there and
    // then, inside whatever script changed it: a change to the items is measured in the next
    // frame instead, with the layout the frame makes anyway (decision 0055). A resize is reported
    // after layout and a scroll changes none, so those are measured at once.
    let frame = 0;
    const measureNextFrame = () => {
      if (frame === 0) {
        frame = requestAnimationFrame(() => {
          frame = 0;
          measure();
        });
      }
    };
    measureNextFrame();
    const resize = new ResizeObserver(measure);
    resize.observe(strip);
    // Items that arrive later (the header's categories, once the catalogue answers).
    const items = new MutationObserver(measureNextFrame);
    items.observe(strip, { childList: true, subtree: true, characterData: true });
    strip.addEventListener('scroll', measure, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      resize.disconnect();
      items.disconnect();
      strip.removeEventListener('scroll', measure);
    };
  }, [stripRef]);
  return overflow;
}
