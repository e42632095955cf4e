import { savePointSettings } from '@tessera/contracts';
import { useTranslation } from 'react-i18next';
import { canUse } from '../../../app/access';
import { ErrorPanel } from '../../../components/list-state';
import { PageHeader } from '../../../components/page-header';
import { useRemote } from '../../../lib/hooks/use-remote';
import { useStore } from '../../../lib/store/store';
import { useBrand } from '../../brand/brand-store';
import { sessionStore } from '../../session/session-store';
import { fetchPointSettings } from '../api/get-point-settings';
import { PointsTabs } from '../components/points-tabs';
import { SettingsEditor } from '../components/settings-editor';

/**
 * `/points/settings`: the brand's points rules, written by the roles of savePointSettings and read
 * by every role that answers members about them.
 */
export function PointSettingsPage() {
  const { t } = useTranslation();
  const role = useStore(sessionStore)?.role;
  const brand = useBrand();
  const writable = canUse(savePointSettings, role);
  const loaded = useRemote((signal) => fetchPointSettings(signal), 'point-settings');
  return (
    <div className="points-page" data-testid="points-settings-page">
      <PageHeader title={t('nav.points')} subtitle={t('points.settings.subtitle')} />
      <PointsTabs />
      {loaded.status === 'error' ? (
        <ErrorPanel error={loaded.error} onRetry={loaded.reload} />
      ) : loaded.status === 'loading' || !loaded.data ? (
        <div className="skeleton skeleton--page" data-testid="loading" />
      ) : (
        <SettingsEditor
          settings={loaded.data}
          currency={brand?.currency ?? 'BDT'}
          scale={brand?.scale ?? 2}
          writable={writable}
        />
      )}
    </div>
  );
}
