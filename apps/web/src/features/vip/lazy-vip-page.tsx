import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../components/skeleton';
import { createLazyPages } from '../member-centre/lazy-pages';
import { PageErrorBoundary } from '../member-centre/page-error-boundary';

/** /vip loads on first visit (the home route's bundle stays small), retried after a lost chunk. */
const PAGES = createLazyPages<'vip'>({
  vip: () => import('./vip-page').then((module) => module.VipPage),
});

export function LazyVipPage() {
  const { t } = useTranslation();
  const [, setRetries] = useState(0);
  const Page = PAGES.component('vip')!;
  return (
    <PageErrorBoundary
      message={t('mc_page_failed')}
      onRetry={() => {
        PAGES.forgetFailed();
        setRetries((n) => n + 1);
      }}
    >
      <Suspense
        fallback={
          <div className="container" aria-busy="true">
            <Skeleton lines={6} />
          </div>
        }
      >
        <Page />
      </Suspense>
    </PageErrorBoundary>
  );
}
