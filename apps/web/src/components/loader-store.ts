import { createStore } from '../lib/store/create-store';

/** How many actions want the full-page loading indicator; it shows while above zero. */
export const loaderStore = createStore(0);

export function showLoader(): void {
  loaderStore.set((count) => count + 1);
}

export function hideLoader(): void {
  loaderStore.set((count) => Math.max(0, count - 1));
}

/** After a route change the indicator always goes away (spec §2.1), whatever was still counting. */
export function resetLoader(): void {
  loaderStore.set(0);
}

export async function withLoader<T>(work: Promise<T> | (() => Promise<T>)): Promise<T> {
  showLoader();
  try {
    return await (typeof work === 'function' ? work() : work);
  } finally {
    hideLoader();
  }
}
