import { describe, expect, it } from 'vitest';
import { barSlots, heightOf, labelledDays, niceCeiling, shortDay, valueScale } from './chart-scale';

describe('chart scale', () => {
  it('rounds the top of the axis up to 1, 2, 2.5 or 5 times a power of ten', () => {
    expect(niceCeiling(0)).toBe(1);
    expect(niceCeiling(0.7)).toBe(1);
    expect(niceCeiling(1)).toBe(1);
    expect(niceCeiling(1.2)).toBe(2);
    expect(niceCeiling(2.1)).toBe(2.5);
    expect(niceCeiling(300)).toBe(500);
    expect(niceCeiling(0.1 + 0.2)).toBe(0.5);
    expect(niceCeiling(12_345.6)).toBe(20_000);
    expect(niceCeiling(Number.NaN)).toBe(1);
  });

  it('keeps zero on the axis and rounds outwards on both sides', () => {
    expect(valueScale([[0, 0]])).toEqual({ min: 0, max: 1 });
    expect(valueScale([[120, 40], [90]])).toEqual({ min: 0, max: 200 });
    expect(valueScale([[-30, -120]])).toEqual({ min: -200, max: 0 });
    expect(valueScale([[480, -120]])).toEqual({ min: -200, max: 500 });
    expect(valueScale([])).toEqual({ min: 0, max: 1 });
  });

  it('places values between the bottom (0) and the top (1)', () => {
    const scale = { min: -200, max: 500 };
    expect(heightOf(-200, scale)).toBe(0);
    expect(heightOf(500, scale)).toBe(1);
    expect(heightOf(0, scale)).toBeCloseTo(2 / 7);
  });

  it('stands the bars side by side in each day, never fatter than a seventh of the width', () => {
    const one = barSlots(1, 1);
    expect(one).toHaveLength(1);
    expect(one[0]![0]!.width).toBeCloseTo(0.72 / 7);
    // The lone day is centred.
    expect(one[0]![0]!.x + one[0]![0]!.width / 2).toBeCloseTo(0.5);
    const month = barSlots(30, 2);
    expect(month).toHaveLength(30);
    expect(month[0]![1]!.x).toBeCloseTo(month[0]![0]!.x + month[0]![0]!.width);
    const last = month[29]![1]!;
    expect(last.x + last.width).toBeLessThanOrEqual(1);
  });

  it('labels the first and last day and a few between', () => {
    expect(labelledDays(0)).toEqual([]);
    expect(labelledDays(3)).toEqual([0, 1, 2]);
    expect(labelledDays(31)).toEqual([0, 8, 15, 23, 30]);
    expect(shortDay('2026-05-14')).toBe('05-14');
    expect(shortDay('soon')).toBe('soon');
  });
});
