import { SYSTEM_STATUS } from '@tessera/contracts';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { ErrorPanel } from '../components/error-panel';
import { Spinner } from '../components/spinner';
import { BrandMark } from '../features/layout/components/brand-mark';
import { MaintenancePage } from '../features/site/components/maintenance-page';
import { RegionBlockedPage } from '../features/site/components/region-blocked-page';
import { loadSite } from '../features/site/load-site';
import { siteStore } from '../features/site/site-store';
import { CLIENT_ERROR_CODES, isApiError } from '../lib/api/api-error';
import { useStore } from '../lib/store/create-store';
import { createAppRouter } from './router';

let router: ReturnType<typeof createAppRouter> | null = null;

/** Status first: loading, failed (retry), maintenance, region blocked, or the site itself. */
export function App() {
  const { t } = useTranslation();
  const site = useStore(siteStore);

  if (site.phase === 'loading') {
    return (
      <div className="boot-screen boot-screen--loading" data-testid="boot-loading">
        <BrandMark className="boot-screen__mark" />
        <Spinner size="large" />
      </div>
    );
  }
  if (site.phase === 'failed') {
    return (
      <div className="boot-screen">
        <BrandMark className="boot-screen__mark" />
        <ErrorPanel
          message={
            // Worded now, not when it failed: offline (the lite app's kept page), the status call
            // fails before the language's strings have loaded.
            isApiError(site.error)
              ? site.error.code === CLIENT_ERROR_CODES.network
                ? t('err_network')
                : site.error.message
              : t('common_load_failed')
          }
          onRetry={() => void loadSite()}
        />
      </div>
    );
  }
  if (site.status.status === SYSTEM_STATUS.MAINTENANCE) return <MaintenancePage />;
  if (site.status.status === SYSTEM_STATUS.REGION_BLOCKED) return <RegionBlockedPage />;
  router ??= createAppRouter();
  return <RouterProvider router={router} />;
}
