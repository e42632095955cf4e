import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../lib/seeded-random.js';
import { drawScenery, drawSliderPuzzle, MIN_GAP_X } from './slider-image.js';

const luma = (r: number, g: number, b: number) => 0.299 * r + 0.587 * g + 0.114 * b;

/** Mean brightness of a box in decoded RGBA data or packed RGB scenery. */
function meanLuma(
  data: Uint8Array,
  stride: 3 | 4,
  width: number,
  x0: number,
  y0: number,
  w: number,
  h: number,
) {
  let sum = 0;
  for (let y = y0; y < y0 + h; y++) {
    for (let x = x0; x < x0 + w; x++) {
      const i = (y * width + x) * stride;
      sum += luma(data[i]!, data[i + 1]!, data[i + 2]!);
    }
  }
  return sum / (w * h);
}

describe('drawSliderPuzzle', () => {
  it('returns a 300 × 150 background and a 44 × 44 piece with transparency', () => {
    const puzzle = drawSliderPuzzle(mulberry32(1));
    const background = PNG.sync.read(puzzle.background);
    const piece = PNG.sync.read(puzzle.piece);
    expect([puzzle.width, puzzle.height, puzzle.pieceSize]).toEqual([300, 150, 44]);
    expect([background.width, background.height]).toEqual([300, 150]);
    expect([piece.width, piece.height]).toEqual([44, 44]);
    const alpha = (x: number, y: number) => piece.data[(y * 44 + x) * 4 + 3];
    for (const [x, y] of [
      [0, 0],
      [43, 0],
      [0, 43],
      [43, 43],
    ] as const) {
      expect(alpha(x, y), `corner ${x},${y}`).toBe(0);
    }
    expect(alpha(22, 25)).toBe(255);
    expect(alpha(19, 2), 'top knob').toBe(255);
    expect(alpha(41, 25), 'right knob').toBe(255);
    expect(alpha(4, 25), 'left socket').toBe(0);
  });

  it('darkens the background exactly where x and y say, and cuts the piece from there', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const puzzle = drawSliderPuzzle(mulberry32(seed));
      const scenery = drawScenery(300, 150, mulberry32(seed));
      const background = PNG.sync.read(puzzle.background).data;
      const { x, y } = puzzle;

      const core = [x + 12, y + 16, 18, 18] as const;
      const gapMean = meanLuma(background, 4, 300, ...core);
      expect(gapMean).toBeLessThan(0.6 * meanLuma(scenery, 3, 300, ...core));
      const left = [x - 20, y + 16, 18, 18] as const;
      expect(gapMean).toBeLessThan(0.75 * meanLuma(background, 4, 300, ...left));

      // Outside the piece's box the background is the untouched scenery.
      for (let py = 0; py < 150; py++) {
        for (let px = 0; px < 300; px++) {
          if (px >= x && px < x + 44 && py >= y && py < y + 44) continue;
          const i = py * 300 + px;
          if (background[i * 4] !== scenery[i * 3] || background[i * 4 + 2] !== scenery[i * 3 + 2]) {
            throw new Error(`background differs from scenery at ${px},${py}`);
          }
        }
      }

      const piece = PNG.sync.read(puzzle.piece).data;
      const s = ((y + 25) * 300 + x + 22) * 3;
      const p = (25 * 44 + 22) * 4;
      expect([...piece.subarray(p, p + 3)]).toEqual([...scenery.subarray(s, s + 3)]);
    }
  });

  it('places the gap anywhere in the allowed range', () => {
    const maxX = 300 - 44 - 10;
    const xs: number[] = [];
    for (let i = 0; i < 200; i++) {
      const { x, y } = drawSliderPuzzle();
      expect(x).toBeGreaterThanOrEqual(MIN_GAP_X);
      expect(x).toBeLessThanOrEqual(maxX);
      expect(y).toBeGreaterThanOrEqual(10);
      expect(y).toBeLessThanOrEqual(150 - 44 - 10);
      xs.push(x);
    }
    expect(Math.min(...xs)).toBeLessThan(MIN_GAP_X + 20);
    expect(Math.max(...xs)).toBeGreaterThan(maxX - 20);
    const bins = new Set(xs.map((x) => Math.floor(((x - MIN_GAP_X) / (maxX - MIN_GAP_X + 1)) * 10)));
    expect(bins.size).toBe(10);
  });

  it('draws the same puzzle for the same seed and another for a different seed', () => {
    const a = drawSliderPuzzle(mulberry32(42));
    const b = drawSliderPuzzle(mulberry32(42));
    const c = drawSliderPuzzle(mulberry32(43));
    expect(a.background.equals(b.background) && a.piece.equals(b.piece)).toBe(true);
    expect([a.x, a.y]).toEqual([b.x, b.y]);
    expect(a.background.equals(c.background)).toBe(false);
  });
});
