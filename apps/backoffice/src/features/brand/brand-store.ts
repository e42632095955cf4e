import { useEffect } from 'react';
import { createStore, useStore } from '../../lib/store/store';
import { fetchSiteInfo } from './api/get-site-info';

export interface BrandFacts {
  name: string;
  currency: string;
  scale: number;
}

const brandStore = createStore<BrandFacts | null>(null);
let loading: Promise<void> | null = null;

/** The brand's name and currency, read once per page (amounts without a currency of their own use it). */
export function useBrand(): BrandFacts | null {
  const brand = useStore(brandStore);
  useEffect(() => {
    if (brandStore.get() || loading) return;
    loading = fetchSiteInfo()
      .then(({ brand: b }) => brandStore.set({ name: b.name, currency: b.currency, scale: b.currencyScale }))
      .catch(() => {
        loading = null;
      });
  }, []);
  return brand;
}
