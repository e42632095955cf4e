import type { SiteInfo, SystemStatus } from '@tessera/contracts';
import type { ApiError } from '../../lib/api/api-error';
import { createStore } from '../../lib/store/create-store';

/** The system status with the brand's info block: two calls, loaded together at boot. */
export type Site = SystemStatus & { info: SiteInfo };

export type SiteState =
  | { phase: 'loading' }
  | { phase: 'failed'; error: ApiError | Error }
  | { phase: 'ready'; status: Site };

/** The system status and site info block, loaded first of all (status decides which app shows). */
export const siteStore = createStore<SiteState>({ phase: 'loading' });

export function readySite(): Site | null {
  const state = siteStore.get();
  return state.phase === 'ready' ? state.status : null;
}

export function siteFlag(flag: string): boolean {
  return readySite()?.info.whitelabel.flags[flag] === true;
}
