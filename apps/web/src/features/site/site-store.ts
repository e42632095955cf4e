import type { SystemStatus } from '@tessera/contracts';
import type { ApiError } from '../../lib/api/api-error';
import { createStore } from '../../lib/store/create-store';

export type SiteState =
  | { phase: 'loading' }
  | { phase: 'failed'; error: ApiError | Error }
  | { phase: 'ready'; status: SystemStatus };

/** The system status and site info block, loaded first of all (status decides which app shows). */
export const siteStore = createStore<SiteState>({ phase: 'loading' });

export function readySite(): SystemStatus | null {
  const state = siteStore.get();
  return state.phase === 'ready' ? state.status : null;
}

export function siteFlag(flag: string): boolean {
  return readySite()?.info.whitelabel.flags[flag] === true;
}
