import type { RegisterSettings } from '@tessera/contracts';
import { createStore } from '../../lib/store/create-store';

/**
 * Registration rules: first from the system status, refreshed when the registration form opens
 * (an operator may have changed them since the page loaded). The human check switch lives here too.
 */
export const registerSettingsStore = createStore<RegisterSettings | null>(null);

export function humanCheckEnabled(): boolean {
  return registerSettingsStore.get()?.humanCheck === true;
}
