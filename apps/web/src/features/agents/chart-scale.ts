/**
 * The arithmetic of the team overview's day charts: a round top (and bottom, when something is
 * negative) for the value axis, and where each day's bars stand.
 */

/** The smallest of 1, 2, 2.5, 5 times a power of ten that is at least `value` (1 for nothing). */
export function niceCeiling(value: number): number {
  if (!(value > 0) || !Number.isFinite(value)) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 2.5, 5, 10]) {
    // A little slack against 0.1 + 0.2: 300.0000001 is 300.
    if (step * power >= value * (1 - 1e-9)) return step * power;
  }
  return 10 * power;
}

export interface ValueScale {
  /** Round numbers: `min` ≤ 0 ≤ `max`, and `max` > `min`. */
  min: number;
  max: number;
}

/** The axis for every value of every series: 0 always shown, rounded outwards on both sides. */
export function valueScale(series: readonly (readonly number[])[]): ValueScale {
  const values = series.flat();
  const high = Math.max(0, ...values);
  const low = Math.min(0, ...values);
  if (low === 0) return { min: 0, max: niceCeiling(high) };
  if (high === 0) return { min: -niceCeiling(-low), max: 0 };
  return { min: -niceCeiling(-low), max: niceCeiling(high) };
}

/** Height fraction (0 at the bottom, 1 at the top) of a value on the scale. */
export function heightOf(value: number, scale: ValueScale): number {
  return (value - scale.min) / (scale.max - scale.min);
}

export interface BarSlot {
  /** Left edge of the day's group and the width of one bar, in units of the chart's width (0–1). */
  x: number;
  width: number;
}

/**
 * Where the bars of day `index` of `days` stand, `seriesCount` bars side by side. Few days do not
 * make fat bars: a day never takes more than a seventh of the width, and the groups are centred.
 */
export function barSlots(days: number, seriesCount: number): BarSlot[][] {
  const slot = 1 / Math.max(days, 7);
  const start = (1 - slot * days) / 2;
  const group = slot * 0.72;
  const width = group / Math.max(1, seriesCount);
  return Array.from({ length: days }, (_, day) =>
    Array.from({ length: seriesCount }, (_, series) => ({
      x: start + day * slot + (slot - group) / 2 + series * width,
      width,
    })),
  );
}

/** Which days get a label under the axis: the first, the last, and about three between. */
export function labelledDays(days: number): number[] {
  if (days <= 5) return Array.from({ length: days }, (_, index) => index);
  const step = (days - 1) / 4;
  return [...new Set([0, 1, 2, 3, 4].map((index) => Math.round(index * step)))];
}

/** `05-14` of `2026-05-14`: the chart's day labels (the year is in the period's line above). */
export function shortDay(day: string): string {
  return /^\d{4}-\d{2}-\d{2}$/u.test(day) ? day.slice(5) : day;
}
