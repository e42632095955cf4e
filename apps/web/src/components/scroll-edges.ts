/** Which ends of a scrolling strip have more to show: `data-overflow` of a tab strip (tabs.tsx). */
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
