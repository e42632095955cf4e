/** Pure geometry of the slider puzzle, in image pixels unless named otherwise. */

/** The furthest the piece can go: its left edge at `width - pieceSize`. */
export function maxPieceOffset(width: number, pieceSize: number): number {
  return Math.max(0, width - pieceSize);
}

/** Clamp a dragged offset into the track and round it: the server takes whole pixels. */
export function clampOffset(offset: number, width: number, pieceSize: number): number {
  return Math.round(Math.min(Math.max(offset, 0), maxPieceOffset(width, pieceSize)));
}

/**
 * The offset after a drag of `deltaCssPx` on screen, where the image is drawn at `scale` CSS px per
 * image px (the puzzle shrinks on narrow phones).
 */
export function offsetAfterDrag(
  startOffset: number,
  deltaCssPx: number,
  scale: number,
  width: number,
  pieceSize: number,
): number {
  const safeScale = scale > 0 ? scale : 1;
  return clampOffset(startOffset + deltaCssPx / safeScale, width, pieceSize);
}
