import type { LotteryDraw } from '@tessera/contracts';

/**
 * Time on the lottery page runs on the server's clock (betting closes by it, domain.md §5): each
 * answer carries `serverTime`, and the page keeps the offset of its own clock from it.
 */

/** Server clock minus local clock (ms), from an answer's `serverTime` read at local time `receivedAt`. */
export function clockOffset(serverTime: string, receivedAt: number): number {
  const server = Date.parse(serverTime);
  return Number.isFinite(server) ? server - receivedAt : 0;
}

/** Milliseconds from now (local `now` + `offset`) until the ISO instant `at`; never negative. */
export function msUntil(at: string, offset: number, now: number): number {
  const target = Date.parse(at);
  if (!Number.isFinite(target)) return 0;
  return Math.max(0, target - (now + offset));
}

export interface CountdownParts {
  days: number;
  /** "05:09" under an hour, "3:05:09" under a day; the clock part after the days otherwise. */
  clock: string;
}

/** A countdown's text parts; seconds round up, so "00:01" shows until the very end. */
export function countdownParts(ms: number): CountdownParts {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const two = (value: number) => String(value).padStart(2, '0');
  const clock =
    days > 0 || hours > 0
      ? `${days > 0 ? two(hours) : hours}:${two(minutes)}:${two(seconds)}`
      : `${two(minutes)}:${two(seconds)}`;
  return { days, clock };
}

/** What the page knows of a game's draws: the one taking bets, the last drawn, one waiting for its result. */
export interface DrawView {
  draw: LotteryDraw | null;
  last: LotteryDraw | null;
  /** A draw that closed while the page watched and whose result has not come yet ("drawing…"). */
  closed: LotteryDraw | null;
}

export const NO_DRAWS: DrawView = { draw: null, last: null, closed: null };

/** How long after its draw time a result may still come before the page stops waiting for it. */
const RESULT_PATIENCE_MS = 10 * 60_000;

/**
 * The view after a new answer: the draw the page showed as open becomes the closed one while the
 * answer neither still offers it nor shows its result; a closed draw stays until its result is the
 * last one, or until it is long overdue (a cancelled draw never shows a result).
 */
export function followDraws(
  previous: DrawView,
  answer: { draw: LotteryDraw | null; last: LotteryDraw | null },
  serverNow: number,
): DrawView {
  const pending = (candidate: LotteryDraw | null): LotteryDraw | null => {
    if (!candidate) return null;
    if (answer.draw?.numero === candidate.numero || answer.last?.numero === candidate.numero) return null;
    if (serverNow > Date.parse(candidate.drawsAt) + RESULT_PATIENCE_MS) return null;
    return candidate;
  };
  const closed = pending(previous.draw) ?? pending(previous.closed);
  return { draw: answer.draw, last: answer.last, closed };
}

/** The longest the page waits between two looks at the draws (a new draw may be opened by staff). */
const MAX_WAIT_MS = 5 * 60_000;

/**
 * When to look at the draws again (ms): often while a result is due or no draw takes bets (fast
 * games every 2 s, the others every 30 s), otherwise just after the open draw closes.
 */
export function nextLookIn(view: DrawView, offset: number, now: number, fast: boolean): number {
  const often = fast ? 2000 : 30_000;
  if (view.closed || !view.draw) return often;
  return Math.min(Math.max(msUntil(view.draw.closesAt, offset, now) + 400, 1000), MAX_WAIT_MS);
}
