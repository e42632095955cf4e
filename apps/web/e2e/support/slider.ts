import type { Page } from 'playwright-core';
import { PNG } from 'pngjs';

interface Puzzle {
  width: number;
  height: number;
  pieceSize: number;
  pieceY: number;
  background: string;
  piece: string;
}

const luminance = (data: Buffer, i: number) => 0.299 * data[i]! + 0.587 * data[i + 1]! + 0.114 * data[i + 2]!;

/**
 * Where the gap is. The gap is a darkened copy of the piece, so for each x in the piece's row band
 * the background under the piece's solid inside is fitted as k × piece: the gap is where k is well
 * below 1 (darker) and the fit is closest. Plain "darkest window" is the fallback; alone it lands up
 * to ten pixels off on these pictures because the piece is not a square.
 */
export function findGapX(puzzle: Puzzle): number {
  const background = PNG.sync.read(Buffer.from(puzzle.background, 'base64'));
  const piece = PNG.sync.read(Buffer.from(puzzle.piece, 'base64'));
  const size = puzzle.pieceSize;
  // The piece's solid inside: opaque, and two pixels away from its outline (outlines are drawn white).
  const inside: { lx: number; ly: number; value: number }[] = [];
  for (let ly = 2; ly < size - 2; ly++) {
    for (let lx = 2; lx < size - 2; lx++) {
      let solid = true;
      for (let dy = -2; dy <= 2 && solid; dy++) {
        for (let dx = -2; dx <= 2 && solid; dx++)
          solid = piece.data[((ly + dy) * size + lx + dx) * 4 + 3]! >= 250;
      }
      if (solid) inside.push({ lx, ly, value: luminance(piece.data, (ly * size + lx) * 4) });
    }
  }
  const energy = inside.reduce((sum, pixel) => sum + pixel.value * pixel.value, 0) || 1;
  let best = { x: -1, residual: Number.POSITIVE_INFINITY };
  for (let x = 0; x + size <= background.width; x++) {
    const under = inside.map((pixel) =>
      luminance(background.data, ((puzzle.pieceY + pixel.ly) * background.width + x + pixel.lx) * 4),
    );
    const k = under.reduce((sum, value, index) => sum + value * inside[index]!.value, 0) / energy;
    if (k > 0.8) continue;
    const residual =
      under.reduce((sum, value, index) => sum + (value - k * inside[index]!.value) ** 2, 0) / energy;
    if (residual < best.residual) best = { x, residual };
  }
  return best.x >= 0 ? best.x : darkestWindow(background, puzzle);
}

function darkestWindow(background: PNG, puzzle: Puzzle): number {
  const columns = new Float64Array(background.width);
  for (let x = 0; x < background.width; x++) {
    for (let y = puzzle.pieceY; y < Math.min(background.height, puzzle.pieceY + puzzle.pieceSize); y++) {
      columns[x]! += luminance(background.data, (y * background.width + x) * 4);
    }
  }
  let window = 0;
  for (let x = 0; x < puzzle.pieceSize; x++) window += columns[x]!;
  let best = { x: 0, sum: window };
  for (let x = 1; x + puzzle.pieceSize <= background.width; x++) {
    window += columns[x + puzzle.pieceSize - 1]! - columns[x - 1]!;
    if (window < best.sum) best = { x, sum: window };
  }
  return best.x;
}

/** Waits for the puzzle the site fetched, finds the gap and drags the slider there with the mouse. */
export async function solveSlider(
  page: Page,
  puzzleResponse: Promise<{ json(): Promise<unknown> }>,
): Promise<number> {
  const envelope = (await (await puzzleResponse).json()) as { value: Puzzle };
  const puzzle = envelope.value;
  const gapX = findGapX(puzzle);
  const handle = page.getByTestId('human-check-handle');
  await handle.waitFor();
  await page.getByTestId('human-check-background').waitFor();
  // The dialog rises in from scale(0.98): measured before that ends, every distance is 2 % short.
  await handle.evaluate((element) =>
    Promise.all((element.closest('.modal')?.getAnimations() ?? []).map((animation) => animation.finished)),
  );
  const stage = await page.getByTestId('human-check-background').boundingBox();
  const box = await handle.boundingBox();
  if (!stage || !box) throw new Error('The slider is not on screen');
  const scale = stage.width / puzzle.width;
  const startX = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(startX, y);
  await page.mouse.down();
  await page.mouse.move(startX + (gapX * scale) / 2, y, { steps: 8 });
  await page.mouse.move(startX + gapX * scale, y, { steps: 8 });
  await page.mouse.up();
  return gapX;
}
