import { digits, numbers } from '@tessera/lottery';
import { describe, expect, it } from 'vitest';
import { isNumberRow, quickPick } from './quick-picks';

describe('quick picks', () => {
  const DIGITS = digits();

  it('pick every digit, or none', () => {
    expect(quickPick('all', DIGITS)).toEqual(DIGITS);
    expect(quickPick('clear', DIGITS)).toEqual([]);
  });

  it('split digits into big 5–9 and small 0–4, odd and even', () => {
    expect(quickPick('big', DIGITS)).toEqual(['5', '6', '7', '8', '9']);
    expect(quickPick('small', DIGITS)).toEqual(['0', '1', '2', '3', '4']);
    expect(quickPick('odd', DIGITS)).toEqual(['1', '3', '5', '7', '9']);
    expect(quickPick('even', DIGITS)).toEqual(['0', '2', '4', '6', '8']);
  });

  it('split zero-padded numbers by value, the middle one with big', () => {
    const marks = numbers(1, 49, 2);
    expect(quickPick('small', marks)).toEqual(numbers(1, 24, 2));
    expect(quickPick('big', marks)).toEqual(numbers(25, 49, 2));
    expect(quickPick('big', numbers(1, 11, 2))).toEqual(numbers(6, 11, 2));
    expect(quickPick('odd', numbers(1, 10, 2))).toEqual(['01', '03', '05', '07', '09']);
    expect(quickPick('big', numbers(0, 99, 2))).toEqual(numbers(50, 99, 2));
  });

  it('apply to number rows only', () => {
    expect(isNumberRow(DIGITS)).toBe(true);
    expect(isNumberRow(numbers(0, 27, 1))).toBe(true);
    expect(isNumberRow(['BIG', 'SMALL', 'ODD', 'EVEN'])).toBe(false);
    expect(isNumberRow(['RED', 'BLUE', 'GREEN'])).toBe(false);
  });
});
