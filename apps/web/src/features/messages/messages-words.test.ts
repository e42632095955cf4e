import { describe, expect, it } from 'vitest';
import { glimpse, pageCount } from './messages-words';

describe('inbox words', () => {
  it('counts pages, one at least', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(10)).toBe(1);
    expect(pageCount(11)).toBe(2);
  });

  it('glimpses a body on one line and cuts a long one with an ellipsis', () => {
    expect(glimpse('Hello\n\nthere  <b>hi</b>')).toBe('Hello there <b>hi</b>');
    const long = glimpse('word '.repeat(40), 20);
    expect(long.length).toBeLessThanOrEqual(20);
    expect(long.endsWith('…')).toBe(true);
  });
});
