import type { VendorLane } from '@tessera/contracts';
import { useEffect } from 'react';
import { readStored, writeStored } from '../../lib/storage/web-storage';
import { createStore, useStore } from '../../lib/store/create-store';
import { currentMerchantCode } from '../site/merchant-code';
import { fetchGameVendors } from './api/get-game-vendors';
import { vendorNameMap } from './vendor-names';

export type LanesState =
  | { phase: 'idle' | 'loading' }
  | { phase: 'ready'; lanes: VendorLane[] }
  | { phase: 'failed'; error: unknown };

/** Session-storage key of the vendor lanes (spec §4: the game vendor list is cached there). */
export const VENDOR_LANES_KEY = 'gameVendor';

interface Cached {
  merchantCode: string;
  lanes: VendorLane[];
}

/** The brand's vendor lanes: the header, the game pages and the cards' vendor names share them. */
export const lanesStore = createStore<LanesState>({ phase: 'idle' });

function readCached(merchantCode: string): VendorLane[] | null {
  try {
    const cached = JSON.parse(readStored('session', VENDOR_LANES_KEY) ?? 'null') as Cached | null;
    return cached?.merchantCode === merchantCode && Array.isArray(cached.lanes) ? cached.lanes : null;
  } catch {
    return null;
  }
}

/** Loads the lanes once per session (a failure can be retried); later calls reuse them. */
export async function loadVendorLanes(): Promise<void> {
  const state = lanesStore.get();
  if (state.phase === 'loading' || state.phase === 'ready') return;
  const merchantCode = currentMerchantCode();
  const cached = readCached(merchantCode);
  if (cached) {
    lanesStore.set({ phase: 'ready', lanes: cached });
    return;
  }
  lanesStore.set({ phase: 'loading' });
  try {
    const { lanes } = (await fetchGameVendors(merchantCode)).data;
    writeStored('session', VENDOR_LANES_KEY, JSON.stringify({ merchantCode, lanes } satisfies Cached));
    lanesStore.set({ phase: 'ready', lanes });
  } catch (error) {
    lanesStore.set({ phase: 'failed', error });
  }
}

/** The lanes, loading them the first time a component needs them. */
export function useVendorLanes(): LanesState {
  const state = useStore(lanesStore);
  useEffect(() => {
    if (state.phase === 'idle') void loadVendorLanes();
  }, [state.phase]);
  return state;
}

const namesOfLanes = new WeakMap<readonly VendorLane[], ReadonlyMap<string, string>>();

/** The display name of a vendor code (the code itself until the lanes are here). */
export function useVendorName(code: string): string {
  const state = useVendorLanes();
  if (state.phase !== 'ready') return code;
  let names = namesOfLanes.get(state.lanes);
  if (!names) {
    names = vendorNameMap(state.lanes);
    namesOfLanes.set(state.lanes, names);
  }
  return names.get(code) ?? code;
}

/** After a failure: ask again (the game pages' retry button). */
export function retryVendorLanes(): void {
  if (lanesStore.get().phase !== 'failed') return;
  lanesStore.set({ phase: 'idle' });
  void loadVendorLanes();
}
