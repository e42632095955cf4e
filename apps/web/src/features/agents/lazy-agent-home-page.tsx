import { type ComponentType, type LazyExoticComponent, lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../components/skeleton';
import { PageErrorBoundary } from '../member-centre/page-error-boundary';

/** The agent home loads on first visit: the home route's bundle stays small. */
const load = (): LazyExoticComponent<ComponentType> =>
  lazy(() => import('./agent-home-page').then((module) => ({ default: module.AgentHomePage })));

let Page = load();

/** The page of /agentHome. */
export function LazyAgentHomePage() {
  const { t } = useTranslation();
  const [, setRetries] = useState(0);
  return (
    <PageErrorBoundary
      message={t('mc_page_failed')}
      onRetry={() => {
        // React.lazy remembers a failed load for good: a retry needs a fresh lazy component.
        Page = load();
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
