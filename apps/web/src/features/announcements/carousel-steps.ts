/**
 * The banner carousel's positions (spec §4, §9): 5 s between slides, 1 s slides, looping only with
 * more than one banner. A looping track holds a copy of the last banner before the first and of
 * the first after the last, so moving past an end slides on to the copy and then settles, without
 * motion, on the real banner it shows.
 */
export const BANNER_AUTOPLAY_MS = 5_000;
export const BANNER_TRANSITION_MS = 1_000;

export function canLoop(count: number): boolean {
  return count > 1;
}

/** Where the track starts: on the first real banner (after the leading copy when looping). */
export function firstPosition(count: number): number {
  return canLoop(count) ? 1 : 0;
}

/** The position one step away; without a loop it stops at either end. */
export function advance(position: number, step: number, count: number): number {
  if (!canLoop(count)) return Math.min(Math.max(position + step, 0), Math.max(count - 1, 0));
  return Math.min(Math.max(position + step, 0), count + 1);
}

/** The real banner's position once a slide onto a copy has ended. */
export function settle(position: number, count: number): number {
  if (!canLoop(count)) return position;
  if (position <= 0) return count;
  if (position >= count + 1) return 1;
  return position;
}

/** The 0-based banner shown at a track position (for the pagination dots). */
export function bannerIndex(position: number, count: number): number {
  if (count === 0) return 0;
  return canLoop(count) ? (settle(position, count) - 1 + count) % count : position;
}

/** The position that shows banner `index`. */
export function positionOf(index: number, count: number): number {
  return canLoop(count) ? index + 1 : index;
}

/** A drag far enough (a sixth of the width, at least 40 px) turns the page: -1 back, 1 on. */
export function swipeStep(deltaX: number, width: number): -1 | 0 | 1 {
  const threshold = Math.max(40, width / 6);
  if (deltaX <= -threshold) return 1;
  if (deltaX >= threshold) return -1;
  return 0;
}
