import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../components/skeleton';
import type { LazyPages } from '../features/member-centre/lazy-pages';
import { PageErrorBoundary } from '../features/member-centre/page-error-boundary';

/**
 * A route's page loaded on its first visit, so the home route's bundle stays small (`pages` made
 * once by its feature with `createLazyPages`): a skeleton while it loads, and after a lost chunk an
 * error with a retry that fetches it again.
 */
export function LazyRoutePage({ pages }: { pages: LazyPages<'page'> }) {
  const { t } = useTranslation();
  const [, setRetries] = useState(0);
  const Page = pages.component('page')!;
  return (
    <PageErrorBoundary
      message={t('mc_page_failed')}
      onRetry={() => {
        pages.forgetFailed();
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
