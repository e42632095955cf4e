import { describe, expect, it } from 'vitest';
import { changeOf, todayAndYesterday } from './dashboard-figures';

describe('dashboard figures', () => {
  it('reads today and yesterday from the end of the days', () => {
    const day = (date: string) => ({ date }) as never;
    expect(todayAndYesterday([day('a'), day('b'), day('c')])).toEqual({
      today: day('c'),
      yesterday: day('b'),
    });
    expect(todayAndYesterday([day('a')])).toEqual({ today: day('a'), yesterday: null });
    expect(todayAndYesterday([])).toEqual({ today: null, yesterday: null });
  });

  it('gives the change against yesterday, none against zero', () => {
    expect(changeOf(150, 100)).toBe(0.5);
    expect(changeOf(50, 100)).toBe(-0.5);
    expect(changeOf(-50, -100)).toBe(0.5);
    expect(changeOf(10, 0)).toBeNull();
    expect(changeOf(10, null)).toBeNull();
    expect(changeOf(0.3, 0.1 + 0.2)).toBe(0);
  });
});
