import { createStore } from '../../lib/store/create-store';
import { fetchConsolidatedFunds } from './api/get-consolidated-funds';
import type { ContractInfo } from './contract-requests';

/**
 * The member's consolidated contract info (spec §3): the requests waiting for an answer (the
 * contract popup) and which contract pages the agent centre shows. Null until it loads, and again
 * when the session ends.
 */
export const contractInfoStore = createStore<ContractInfo | null>(null);

let generation = 0;

/** Loads the info again (after login, after an answer); a load overtaken by a newer one is dropped. */
export async function refreshContractInfo(): Promise<void> {
  const mine = ++generation;
  try {
    const info = await fetchConsolidatedFunds();
    if (mine === generation) contractInfoStore.set(info);
  } catch (error) {
    // The popup and the menu's contract pages wait for the next load; the rest of the site works.
    console.warn('The contract info did not load', error);
  }
}

export function clearContractInfo(): void {
  generation += 1;
  contractInfoStore.set(null);
}
