import type { LotteryDraw } from '@tessera/contracts';
import { describe, expect, it } from 'vitest';
import { clockOffset, countdownParts, followDraws, msUntil, NO_DRAWS, nextLookIn } from './draw-clock';

const T0 = Date.parse('2026-01-01T12:00:00.000Z');

const draw = (numero: string, closesAt: number, drawn = false): LotteryDraw => ({
  drawId: numero.replace(/\D/gu, '').slice(-6) || '1',
  gameCode: 'SSC1',
  numero,
  status: drawn ? 'DRAWN' : 'OPEN',
  opensAt: new Date(closesAt - 60_000).toISOString(),
  closesAt: new Date(closesAt).toISOString(),
  drawsAt: new Date(closesAt + 5000).toISOString(),
  resultHash: 'ab'.repeat(32),
  numbers: drawn ? ['1', '2', '3', '4', '5'] : null,
  salt: drawn ? 'cd'.repeat(16) : null,
  corrections: 0,
});

describe('the draw clock', () => {
  it('keeps the offset of the server clock from the local one', () => {
    expect(clockOffset('2026-01-01T12:00:05.000Z', T0)).toBe(5000);
    expect(clockOffset('2026-01-01T11:59:58.500Z', T0)).toBe(-1500);
    expect(clockOffset('not a time', T0)).toBe(0);
  });

  it('counts down to the close by the server clock, never below zero', () => {
    const closesAt = '2026-01-01T12:01:00.000Z';
    // The local clock is 5 s behind the server: 55 s remain, not 60.
    expect(msUntil(closesAt, 5000, T0)).toBe(55_000);
    expect(msUntil(closesAt, -5000, T0)).toBe(65_000);
    expect(msUntil(closesAt, 0, T0 + 61_000)).toBe(0);
  });

  it('writes minutes and seconds, hours when needed, and days apart', () => {
    expect(countdownParts(42_000)).toEqual({ days: 0, clock: '00:42' });
    expect(countdownParts(41_001)).toEqual({ days: 0, clock: '00:42' });
    expect(countdownParts(0)).toEqual({ days: 0, clock: '00:00' });
    expect(countdownParts(-10)).toEqual({ days: 0, clock: '00:00' });
    expect(countdownParts((3 * 3600 + 5 * 60 + 9) * 1000)).toEqual({ days: 0, clock: '3:05:09' });
    expect(countdownParts((2 * 86_400 + 3600 + 1) * 1000)).toEqual({ days: 2, clock: '01:00:01' });
  });
});

describe('following the draws', () => {
  const first = draw('20260101-721', T0 + 55_000);
  const second = draw('20260101-722', T0 + 115_000);

  it('shows the open draw and the last result', () => {
    const view = followDraws(NO_DRAWS, { draw: first, last: null }, T0);
    expect(view).toEqual({ draw: first, last: null, closed: null });
  });

  it('keeps a draw that closed as "drawing" until its result arrives', () => {
    const open = followDraws(NO_DRAWS, { draw: first, last: null }, T0);
    const drawing = followDraws(open, { draw: second, last: null }, T0 + 56_000);
    expect(drawing.closed?.numero).toBe(first.numero);
    expect(drawing.draw?.numero).toBe(second.numero);
    // Still not drawn on the next look: still drawing.
    const still = followDraws(drawing, { draw: second, last: null }, T0 + 58_000);
    expect(still.closed?.numero).toBe(first.numero);
    // The result is in: nothing is waiting any more.
    const drawn = followDraws(
      still,
      { draw: second, last: draw(first.numero, T0 + 55_000, true) },
      T0 + 61_000,
    );
    expect(drawn.closed).toBeNull();
    expect(drawn.last?.numbers).toEqual(['1', '2', '3', '4', '5']);
  });

  it('waits between draws when no draw takes bets', () => {
    const open = followDraws(NO_DRAWS, { draw: first, last: null }, T0);
    const gap = followDraws(open, { draw: null, last: null }, T0 + 56_000);
    expect(gap.closed?.numero).toBe(first.numero);
    expect(gap.draw).toBeNull();
  });

  it('stops waiting for a result long overdue (a cancelled draw)', () => {
    const drawing = followDraws(
      followDraws(NO_DRAWS, { draw: first, last: null }, T0),
      { draw: second, last: null },
      T0 + 56_000,
    );
    expect(followDraws(drawing, { draw: second, last: null }, T0 + 12 * 60_000).closed).toBeNull();
  });

  it('looks again just after the close, often while drawing or between draws', () => {
    const open = followDraws(NO_DRAWS, { draw: first, last: null }, T0);
    expect(nextLookIn(open, 0, T0, true)).toBe(55_400);
    expect(nextLookIn(open, 0, T0 + 55_000, true)).toBe(1000);
    expect(nextLookIn({ ...open, closed: first }, 0, T0, true)).toBe(2000);
    expect(nextLookIn(NO_DRAWS, 0, T0, true)).toBe(2000);
    expect(nextLookIn(NO_DRAWS, 0, T0, false)).toBe(30_000);
    // A daily draw closing in two days: look again within five minutes all the same.
    expect(nextLookIn({ ...open, draw: draw('20260103', T0 + 2 * 86_400_000) }, 0, T0, false)).toBe(300_000);
  });
});
