import { describe, expect, it } from 'vitest';
import { maskMiddle } from './member-view.js';

describe('maskMiddle', () => {
  it('keeps only the ends it is asked to keep', () => {
    expect(maskMiddle('1712345678', 2, 2)).toBe('17******78');
    expect(maskMiddle('rahim', 2, 0)).toBe('ra***');
    expect(maskMiddle('ab', 2, 2)).toBe('**');
  });
});
