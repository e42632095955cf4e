import { type ComponentType, type LazyExoticComponent, lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../components/skeleton';
import { PageErrorBoundary } from '../member-centre/page-error-boundary';
import type { LotteryArea } from './menu-sections';

/** The lottery pages and the rule engine load on first visit: the home route's bundle stays small. */
const load = (): LazyExoticComponent<ComponentType<{ area: LotteryArea }>> =>
  lazy(() => import('./lottery-page').then((module) => ({ default: module.LotteryPage })));

let Page = load();

/** The page of a lottery route: /lottery, /vnLottery or /seaLottery. */
export function LazyLotteryPage({ path }: { path: string }) {
  const { t } = useTranslation();
  const [, setRetries] = useState(0);
  const area: LotteryArea = /vnlottery/iu.test(path) ? 'vn' : /sealottery/iu.test(path) ? 'sea' : 'lottery';
  return (
    <PageErrorBoundary
      message={t('lottery_load_failed')}
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
        <Page key={area} area={area} />
      </Suspense>
    </PageErrorBoundary>
  );
}
