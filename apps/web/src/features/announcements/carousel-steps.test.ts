import { describe, expect, it } from 'vitest';
import {
  advance,
  BANNER_AUTOPLAY_MS,
  BANNER_TRANSITION_MS,
  bannerIndex,
  canLoop,
  firstPosition,
  positionOf,
  settle,
  swipeStep,
} from './carousel-steps';

describe('banner carousel steps', () => {
  it('use the spec timings and loop only with more than one banner', () => {
    expect([BANNER_AUTOPLAY_MS, BANNER_TRANSITION_MS]).toEqual([5000, 1000]);
    expect([0, 1, 2].map(canLoop)).toEqual([false, false, true]);
    expect([firstPosition(1), firstPosition(3)]).toEqual([0, 1]);
  });

  it('loop forward through the copy of the first banner and settle on the real one', () => {
    // Three banners: positions 0 (copy of #3), 1..3, 4 (copy of #1).
    let position = firstPosition(3);
    const shown: number[] = [];
    for (let i = 0; i < 4; i++) {
      position = settle(advance(position, 1, 3), 3);
      shown.push(bannerIndex(position, 3));
    }
    expect(shown).toEqual([1, 2, 0, 1]);
    expect(advance(3, 1, 3)).toBe(4);
    expect(bannerIndex(4, 3)).toBe(0);
    expect(settle(4, 3)).toBe(1);
  });

  it('loop backward through the copy of the last banner', () => {
    expect(advance(1, -1, 3)).toBe(0);
    expect(bannerIndex(0, 3)).toBe(2);
    expect(settle(0, 3)).toBe(3);
  });

  it('stop at the ends without a loop', () => {
    expect(advance(0, 1, 1)).toBe(0);
    expect(advance(0, -1, 1)).toBe(0);
    expect(advance(0, 1, 0)).toBe(0);
    expect(bannerIndex(0, 1)).toBe(0);
    expect(positionOf(0, 1)).toBe(0);
    expect(positionOf(2, 3)).toBe(3);
  });

  it('turn on a long enough swipe', () => {
    expect(swipeStep(-100, 300)).toBe(1);
    expect(swipeStep(100, 300)).toBe(-1);
    expect(swipeStep(-30, 120)).toBe(0);
    expect(swipeStep(-120, 1200)).toBe(0);
    expect(swipeStep(-210, 1200)).toBe(1);
  });
});
