import type { GameCategory, VendorCard } from '@tessera/contracts';
import { createStore } from '../../lib/store/create-store';

export interface VendorPopup {
  vendor: VendorCard;
  category: GameCategory;
}

/** The vendor whose game list is open over the page (spec §2.2 game popup), if any. */
export const vendorPopupStore = createStore<VendorPopup | null>(null);

export const openVendorPopup = (popup: VendorPopup): void => vendorPopupStore.set(popup);
export const closeVendorPopup = (): void => vendorPopupStore.set(null);

/**
 * Several places may mount a popup host (the header's navigation, a page without a header): the
 * first one mounted shows the popup, so it never opens twice.
 */
export const popupHostsStore = createStore<readonly string[]>([]);
