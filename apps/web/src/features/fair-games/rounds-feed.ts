import type { FairRound } from '@tessera/contracts';
import { createStore } from '../../lib/store/create-store';

/**
 * The last round that settled or changed on this page: the history of its game reloads when it
 * moves. Plain module state: one member plays on one page at a time.
 */
export const lastRoundStore = createStore<FairRound | null>(null);

export function announceRound(round: FairRound): void {
  lastRoundStore.set(round);
}
