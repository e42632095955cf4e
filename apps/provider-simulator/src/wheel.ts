import type { Random } from './random.js';

/**
 * The simulator's one game: a wheel of 25 equal segments (in the order drawn on the page), each
 * paying the stake times its multiplier. Twelve pay nothing, so a round often ends with a zero win.
 * Published RTP: the mean multiplier, 24 / 25 = 96 %.
 */
export const WHEEL_SEGMENTS: readonly number[] = [
  0, 1, 0, 2, 0, 1, 0, 3, 0, 1, 0, 2, 0, 4, 0, 1, 0, 2, 0, 1, 0, 3, 0, 1, 2,
];

/** The return to player in percent, from the segments themselves. */
export const WHEEL_RTP_PERCENT =
  (100 * WHEEL_SEGMENTS.reduce((sum, m) => sum + m, 0)) / WHEEL_SEGMENTS.length;

export interface Spin {
  segment: number;
  multiplier: number;
}

export function spinWheel(random: Random): Spin {
  const segment = Math.min(WHEEL_SEGMENTS.length - 1, Math.floor(random() * WHEEL_SEGMENTS.length));
  return { segment, multiplier: WHEEL_SEGMENTS[segment]! };
}
