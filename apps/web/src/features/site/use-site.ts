import { useStore } from '../../lib/store/create-store';
import { type Site, siteStore } from './site-store';

/** The loaded site status; only used below the boot gate, where it is always ready. */
export function useSite(): Site {
  const state = useStore(siteStore);
  if (state.phase !== 'ready') throw new Error('useSite() used before the system status loaded');
  return state.status;
}

export function useSiteFlag(flag: string): boolean {
  return useSite().info.whitelabel.flags[flag] === true;
}
