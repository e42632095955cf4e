import type { LotteryDraw } from '@tessera/contracts';
import { msUntil } from './draw-clock';

/**
 * The Vietnamese menu's countdowns: every province's open draw comes in one answer with the
 * server time; each counts down to its close by the server clock (draw-clock.ts).
 */

/** Each game's open draw by game code; should a game have two, the one closing first. */
export function openDrawsByGame(draws: readonly LotteryDraw[]): Map<string, LotteryDraw> {
  const byGame = new Map<string, LotteryDraw>();
  for (const draw of draws) {
    const known = byGame.get(draw.gameCode);
    if (!known || Date.parse(draw.closesAt) < Date.parse(known.closesAt)) byGame.set(draw.gameCode, draw);
  }
  return byGame;
}

/** The longest the menu waits before it looks again, so a moved draw shows within minutes. */
export const OPEN_DRAWS_MAX_WAIT_MS = 5 * 60_000;
/** How long after a close the menu looks (the next draw of that province opens at the close). */
const AFTER_CLOSE_MS = 1000;

/**
 * When the menu looks again (ms from `now`, local clock): just after the first open draw closes,
 * and at the latest in five minutes.
 */
export function nextOpenDrawsLook(draws: readonly LotteryDraw[], offset: number, now: number): number {
  const soonest = Math.min(...draws.map((draw) => msUntil(draw.closesAt, offset, now)));
  return Math.min(Math.max(soonest + AFTER_CLOSE_MS, AFTER_CLOSE_MS), OPEN_DRAWS_MAX_WAIT_MS);
}
