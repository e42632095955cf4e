import { describe, expect, it } from 'vitest';
import {
  addLine,
  chaseDraws,
  clearedSlip,
  EMPTY_SLIP,
  lineStakeMinor,
  removeLine,
  type SlipLine,
  setChase,
  slipBody,
  slipTotals,
  withRequestId,
} from './slip';

const line = (key: string, combinations: number, units: number, unitPrice = 1): SlipLine => ({
  key,
  betType: 'SSC.POS',
  picks: [[key], [], [], [], []],
  units,
  combinations,
  unitPrice,
});

const ID = '3b241101-e2bb-4255-8caf-4136c566a962';

describe('the bet slip', () => {
  it('prices a line as combinations × units × unit price, in minor units', () => {
    expect(lineStakeMinor(line('1', 3, 2, 1), 2)).toBe(600);
    expect(lineStakeMinor(line('1', 27, 1, 0.1), 2)).toBe(270);
    // 0.1 + 0.2 never happens: the price is taken to minor units first.
    expect(lineStakeMinor(line('1', 3, 1, 0.07), 2)).toBe(21);
  });

  it('totals the lines for one draw and for the whole chase', () => {
    let slip = addLine(addLine(EMPTY_SLIP, line('1', 3, 2)), line('2', 1, 5, 0.5));
    expect(slipTotals(slip, 2)).toEqual({ bets: 2, draws: 1, perDraw: 8.5, total: 8.5 });
    slip = setChase(slip, { enabled: true, draws: 3 });
    expect(slipTotals(slip, 2)).toEqual({ bets: 6, draws: 3, perDraw: 8.5, total: 25.5 });
    expect(slipTotals(EMPTY_SLIP, 2)).toEqual({ bets: 0, draws: 1, perDraw: 0, total: 0 });
  });

  it('keeps a chase between 2 and 50 draws', () => {
    expect(chaseDraws({ enabled: false, draws: 10, stopOnWin: true })).toBe(1);
    expect(chaseDraws({ enabled: true, draws: 1, stopOnWin: true })).toBe(2);
    expect(chaseDraws({ enabled: true, draws: 80, stopOnWin: true })).toBe(50);
    expect(chaseDraws({ enabled: true, draws: Number.NaN, stopOnWin: true })).toBe(2);
  });

  it('adds the units of the same selection to its line, and removes lines', () => {
    const slip = addLine(addLine(EMPTY_SLIP, line('1', 3, 2)), { ...line('1', 3, 4), key: 'again' });
    expect(slip.lines).toHaveLength(1);
    expect(slip.lines[0]!.units).toBe(6);
    expect(removeLine(slip, '1').lines).toEqual([]);
  });

  it('keeps one request id per slip: a retry reuses it, a change makes a new one', () => {
    let made = 0;
    const make = () => `${ID.slice(0, -1)}${++made}`;
    const slip = withRequestId(addLine(EMPTY_SLIP, line('1', 1, 1)), make);
    expect(withRequestId(slip, make).requestId).toBe(slip.requestId);
    expect(made).toBe(1);
    expect(addLine(slip, line('2', 1, 1)).requestId).toBeNull();
    expect(removeLine(slip, '1').requestId).toBeNull();
    expect(setChase(slip, { stopOnWin: false }).requestId).toBeNull();
    expect(clearedSlip(slip)).toEqual({ ...EMPTY_SLIP, chase: slip.chase });
  });

  it('builds the placing call, with the chase only when it is on', () => {
    const slip = { ...addLine(EMPTY_SLIP, line('7', 1, 3)), requestId: ID };
    expect(slipBody(slip, { gameCode: 'SSC1' }, '20260101-1', 'ELOTT')).toEqual({
      requestId: ID,
      gameCode: 'SSC1',
      numero: '20260101-1',
      prizeMode: 'ELOTT',
      lines: [{ betType: 'SSC.POS', picks: [['7'], [], [], [], []], units: 3 }],
    });
    const chased = { ...setChase(slip, { enabled: true, draws: 3, stopOnWin: false }), requestId: ID };
    expect(slipBody(chased, { gameCode: 'SSC1' }, '20260101-1', 'ELOTT').chase).toEqual({
      draws: 3,
      stopOnWin: false,
    });
  });
});
