import { describe, expect, it } from 'vitest';
import { clampOffset, maxPieceOffset, offsetAfterDrag } from './slider-math';

describe('slider puzzle geometry', () => {
  it('keeps the piece inside the picture', () => {
    expect(maxPieceOffset(300, 44)).toBe(256);
    expect(clampOffset(-5, 300, 44)).toBe(0);
    expect(clampOffset(999, 300, 44)).toBe(256);
    expect(clampOffset(120.6, 300, 44)).toBe(121);
  });

  it('converts an on-screen drag into image pixels', () => {
    // Drawn at half size: 50 CSS px of drag is 100 image px.
    expect(offsetAfterDrag(10, 50, 0.5, 300, 44)).toBe(110);
    expect(offsetAfterDrag(10, 50, 1, 300, 44)).toBe(60);
    expect(offsetAfterDrag(10, -50, 1, 300, 44)).toBe(0);
    expect(offsetAfterDrag(10, 50, 0, 300, 44)).toBe(60);
  });
});
