import { describe, expect, it } from 'vitest';
import { timeLeft, wageredPercent } from './bonus-time';

describe('bonus time and progress', () => {
  const now = Date.parse('2026-11-26T10:00:00Z');

  it('says what is left in days, hours and minutes, rounded up to the minute', () => {
    expect(timeLeft('2026-12-10T10:00:00Z', now)).toEqual({ days: 14, hours: 0, minutes: 0 });
    expect(timeLeft('2026-11-27T13:30:20Z', now)).toEqual({ days: 1, hours: 3, minutes: 31 });
    expect(timeLeft('2026-11-26T10:00:01Z', now)).toEqual({ days: 0, hours: 0, minutes: 1 });
  });

  it('has nothing left once the time has passed or cannot be read', () => {
    expect(timeLeft('2026-11-26T10:00:00Z', now)).toBeNull();
    expect(timeLeft('not a date', now)).toBeNull();
  });

  it('gives the share of the turnover done, within 0 and 100', () => {
    expect(wageredPercent(0, 2000)).toBe(0);
    expect(wageredPercent(500, 2000)).toBe(25);
    expect(wageredPercent(1, 3)).toBe(33.3);
    expect(wageredPercent(2500, 2000)).toBe(100);
    expect(wageredPercent(0, 0)).toBe(100);
  });
});
