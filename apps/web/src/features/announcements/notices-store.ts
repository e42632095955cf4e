import { createStore } from '../../lib/store/create-store';

/** Whether the notice popup (spec §2.2, the header bell) is open. */
export const noticesOpenStore = createStore(false);

export function openNotices(): void {
  noticesOpenStore.set(true);
}

export function closeNotices(): void {
  noticesOpenStore.set(false);
}
