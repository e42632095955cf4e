import { createStore } from '../../lib/store/create-store';

/** The left side menu: open, closed, or toggled (spec §4 "open, closed or reverse"). */
export const sideMenuStore = createStore(false);

export function setSideMenu(action: 'open' | 'close' | 'toggle'): void {
  sideMenuStore.set((open) => (action === 'toggle' ? !open : action === 'open'));
}
