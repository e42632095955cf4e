import { lazyRoutePage } from '../../app/lazy-route-page';

/** The page of /promotions, loaded on its first visit. */
export const LazyPromotionsPage = lazyRoutePage(() =>
  import('./promotions-page').then((module) => module.PromotionsPage),
);
