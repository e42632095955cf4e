import type { RaffleDraw, SeedState } from '@tessera/contracts';
import { FairInputError, verifyCommitment, verifyPrizeDraw } from '@tessera/fair';

/** A draw checked in the browser, or why it cannot be yet. */
export type DrawCheck =
  /** The server seed is still secret: rotating the pair reveals it. */
  | { state: 'sealed' }
  | {
      state: 'checked';
      serverSeed: string;
      /** SHA-256 of the revealed seed is the commitment shown before the draw. */
      commitmentOk: boolean;
      /** The row `drawPrizeIndex` gives from the seeds and the table's weights; null when they are malformed. */
      recomputed: number | null;
      /** Both hold: the draw is the one the seeds give. */
      verified: boolean;
    };

/**
 * The server seed of a draw: its own once revealed, else the member's last revealed pair when the
 * draw was made on it (its commitment matches).
 */
export function revealedSeedOf(draw: RaffleDraw, seeds: SeedState | null): string | null {
  if (draw.serverSeed) return draw.serverSeed;
  const previous = seeds?.previous;
  return previous && previous.commitment === draw.commitment ? previous.serverSeed : null;
}

/**
 * Recomputes a draw with `@tessera/fair`, the package the server drew it with: the revealed seed
 * must hash to the commitment, and HMAC-SHA256(seed, "clientSeed:nonce:0") read as an unbiased
 * number in [0, Σ weights) must fall in the drawn prize's row.
 */
export function checkDraw(draw: RaffleDraw, serverSeed: string | null): DrawCheck {
  if (!serverSeed) return { state: 'sealed' };
  const commitmentOk = verifyCommitment(serverSeed, draw.commitment);
  let recomputed: number | null = null;
  try {
    recomputed = verifyPrizeDraw(serverSeed, draw.clientSeed, draw.nonce, draw.weights);
  } catch (error) {
    if (!(error instanceof FairInputError)) throw error;
  }
  return {
    state: 'checked',
    serverSeed,
    commitmentOk,
    recomputed,
    verified: commitmentOk && recomputed === draw.prize.index,
  };
}
