import type { SeedState } from '@tessera/contracts';
import { createStore } from '../../lib/store/create-store';
import { fetchFairSeeds } from './api/get-fair-seeds';
import { postRotateFairSeeds } from './api/post-rotate-fair-seeds';

export type SeedsState =
  | { phase: 'loading' }
  | { phase: 'failed'; error: unknown }
  | { phase: 'ready'; seeds: SeedState };

/** The member's seed pairs, shared by the seeds panel and the verify screen (both rotate). */
export const seedsStore = createStore<SeedsState>({ phase: 'loading' });

export async function loadSeeds(): Promise<void> {
  if (seedsStore.get().phase !== 'ready') seedsStore.set({ phase: 'loading' });
  try {
    seedsStore.set({ phase: 'ready', seeds: await fetchFairSeeds() });
  } catch (error) {
    seedsStore.set({ phase: 'failed', error });
  }
}

/** Reveals the active server seed and opens a new pair; rejects with the server's refusal. */
export async function rotateSeeds(clientSeed?: string): Promise<SeedState> {
  const seeds = await postRotateFairSeeds(clientSeed);
  seedsStore.set({ phase: 'ready', seeds });
  return seeds;
}

/** A round used the active pair: the next nonce moves on without a reload. */
export function noteNonceUsed(commitment: string, nonce: number): void {
  seedsStore.set((state) =>
    state.phase === 'ready' && state.seeds.commitment === commitment && state.seeds.nextNonce <= nonce
      ? { phase: 'ready', seeds: { ...state.seeds, nextNonce: nonce + 1 } }
      : state,
  );
}
