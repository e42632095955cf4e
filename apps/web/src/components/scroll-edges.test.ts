import { describe, expect, it } from 'vitest';
import { overflowOf } from './scroll-edges';

describe('a tab strip’s scroll edges', () => {
  it('show nothing when everything fits', () => {
    expect(overflowOf(0, 360, 360)).toBe('none');
    expect(overflowOf(0, 360, 360.6)).toBe('none');
  });

  it('mark the end at the start, both in the middle, the start at the end', () => {
    expect(overflowOf(0, 360, 700)).toBe('end');
    expect(overflowOf(120, 360, 700)).toBe('both');
    expect(overflowOf(340, 360, 700)).toBe('start');
    expect(overflowOf(339.5, 360, 700)).toBe('start');
  });

  it('read a right-to-left strip’s negative offset the same way', () => {
    expect(overflowOf(-0, 360, 700)).toBe('end');
    expect(overflowOf(-120, 360, 700)).toBe('both');
    expect(overflowOf(-340, 360, 700)).toBe('start');
  });
});
