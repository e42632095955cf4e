import { KENO_NUMBERS, MINES_TILES, SLOT_REELS } from '@tessera/fair';
import { describe, expect, it } from 'vitest';
import {
  bucketText,
  diceTerms,
  hundredthsText,
  kenoCells,
  minesTiles,
  multiplierText,
  plinkoBallPoints,
  plinkoBallXs,
  plinkoPegs,
  randomKenoPicks,
  rtpText,
  slotColumn,
  slotWinningCells,
} from './outcome-display';

describe('numbers on screen', () => {
  it('writes hundredths and multipliers', () => {
    expect(hundredthsText(5000)).toBe('50.00');
    expect(hundredthsText(7)).toBe('0.07');
    expect(multiplierText(1.98)).toBe('1.98×');
    expect(multiplierText(2)).toBe('2.00×');
    expect(multiplierText(24.75)).toBe('24.75×');
    expect(multiplierText(1.0312)).toBe('1.0312×');
    expect(multiplierText(1.985)).toBe('1.985×');
    expect(multiplierText(1.980396)).toBe('1.9803×');
    expect(multiplierText(0.29)).toBe('0.29×');
  });

  it('shows the published RTPs', () => {
    expect(rtpText('dice')).toBe('99.00%');
    expect(rtpText('slot')).toBe('96.47%');
  });

  it('fits bucket pays in a few characters', () => {
    expect(bucketText(554)).toBe('5.54');
    expect(bucketText(50)).toBe('0.5');
    expect(bucketText(2602)).toBe('26');
    expect(bucketText(1502)).toBe('15');
    expect(bucketText(100004)).toBe('1000');
    expect(bucketText(0)).toBe('0');
  });
});

describe('dice terms', () => {
  it('gives the chance and the multiplier of a target', () => {
    expect(diceTerms({ target: 5000, direction: 'over' })).toEqual({ chance: '49.99', multiplier: '1.9803' });
    expect(diceTerms({ target: 5000, direction: 'under' })).toEqual({
      chance: '50.00',
      multiplier: '1.9800',
    });
    expect(diceTerms({ target: 100, direction: 'under' })).toEqual({ chance: '1.00', multiplier: '99.0000' });
  });
});

describe('mines tiles', () => {
  it('keeps covered tiles secret while the round plays', () => {
    const tiles = minesTiles({ revealed: [3, 7], hitTile: null, minePositions: null });
    expect(tiles).toHaveLength(MINES_TILES);
    expect(tiles[3]).toBe('gem');
    expect(tiles[7]).toBe('gem');
    expect(tiles.filter((tile) => tile === 'hidden')).toHaveLength(23);
  });

  it('shows everything once the round is over', () => {
    const tiles = minesTiles({ revealed: [0], hitTile: 5, minePositions: [5, 6] });
    expect(tiles[0]).toBe('gem');
    expect(tiles[5]).toBe('boom');
    expect(tiles[6]).toBe('mine');
    expect(tiles[1]).toBe('gem-dim');
  });
});

describe('plinko geometry', () => {
  it('lands the ball in the middle of its bucket', () => {
    const path = [1, 0, 1, 1, 0, 0, 1, 1];
    const bucket = path.filter((step) => step === 1).length;
    const xs = plinkoBallXs(path, 8);
    expect(xs).toHaveLength(9);
    expect(xs[0]).toBe(4.5);
    expect(xs.at(-1)).toBe(bucket + 0.5);
    expect(plinkoBallXs(Array(16).fill(0), 16).at(-1)).toBe(0.5);
    expect(plinkoBallXs(Array(16).fill(1), 16).at(-1)).toBe(16.5);
  });

  it('puts the ball on a peg at every row', () => {
    const rows = 12;
    const path = [0, 1, 1, 0, 1, 0, 0, 0, 1, 1, 1, 0];
    const pegs = plinkoPegs(rows);
    expect(pegs).toHaveLength((3 + 14) * 6);
    const xs = plinkoBallXs(path, rows);
    for (let row = 0; row < rows; row++) {
      expect(
        pegs.some((peg) => peg.row === row && peg.x === xs[row]),
        `row ${row}`,
      ).toBe(true);
    }
    const points = plinkoBallPoints(path, rows);
    expect(points).toHaveLength(rows + 2);
    expect(points.at(-1)?.x).toBe(xs[rows]);
  });
});

describe('keno cells', () => {
  it('marks picks, draws and hits', () => {
    const cells = kenoCells([1, 2, 40], [2, 3]);
    expect(cells).toHaveLength(KENO_NUMBERS);
    expect(cells[0]).toBe('picked');
    expect(cells[1]).toBe('hit');
    expect(cells[2]).toBe('drawn');
    expect(cells[39]).toBe('picked');
    expect(cells[10]).toBe('idle');
  });

  it('auto-picks distinct numbers from 1 to 40', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return (seed - 1) / 2147483646;
    };
    for (let run = 0; run < 50; run++) {
      const picks = randomKenoPicks(10, random);
      expect(new Set(picks).size).toBe(10);
      expect(picks.every((n) => n >= 1 && n <= 40)).toBe(true);
      expect([...picks].sort((a, b) => a - b)).toEqual(picks);
    }
    expect(randomKenoPicks(3, () => 0.999999)).toHaveLength(3);
  });
});

describe('slot display', () => {
  it('lights the cells of each winning line up to its count', () => {
    // Line 0 is the middle row; line 3 is the V (rows 0, 1, 2, 1, 0).
    const cells = slotWinningCells([
      { line: 0, count: 3 },
      { line: 3, count: 5 },
    ]);
    expect([...cells].sort()).toEqual(['0:0', '0:1', '1:1', '2:1', '2:2', '3:1', '4:0'].sort());
  });

  it('reads a reel column from its strip, wrapping round', () => {
    const strip = SLOT_REELS[2]!;
    expect(slotColumn(2, strip.length - 1)).toEqual([strip.at(-1), strip[0], strip[1]]);
  });
});
