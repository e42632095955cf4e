import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export type PageLoader = () => Promise<ComponentType>;

export interface LazyPages<P extends string> {
  /** Whether a page is built (links to the others would lead to "opening soon": none are shown). */
  isBuilt(page: P): boolean;
  /** The page's lazy component, or null when it is not built. */
  component(page: P): LazyExoticComponent<ComponentType> | null;
  /** Forget the pages whose code failed to load, so the next render fetches them again. */
  forgetFailed(): void;
}

/**
 * The pages of a centre (the member centre, the agent centre), each its own chunk loaded when first
 * opened. React.lazy remembers a failed load for good, so a retry after a lost chunk makes a fresh
 * lazy component for the pages that failed.
 */
export function createLazyPages<P extends string>(loaders: Partial<Record<P, PageLoader>>): LazyPages<P> {
  const made = new Map<P, LazyExoticComponent<ComponentType>>();
  const failed = new Set<P>();
  return {
    isBuilt: (page) => loaders[page] !== undefined,
    component(page) {
      const load = loaders[page];
      if (!load) return null;
      let component = made.get(page);
      if (!component) {
        component = lazy(() =>
          load().then(
            (loaded) => ({ default: loaded }),
            (error: unknown) => {
              failed.add(page);
              throw error;
            },
          ),
        );
        made.set(page, component);
      }
      return component;
    },
    forgetFailed() {
      for (const page of failed) made.delete(page);
      failed.clear();
    },
  };
}
