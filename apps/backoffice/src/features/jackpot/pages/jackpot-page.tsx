import { saveJackpotSettings } from '@tessera/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { canUse } from '../../../app/access';
import { ErrorPanel } from '../../../components/list-state';
import { PageHeader } from '../../../components/page-header';
import { useRemote } from '../../../lib/hooks/use-remote';
import { useConsoleFacts } from '../../points/use-console-facts';
import { fetchJackpotSettings } from '../api/get-jackpot-settings';
import { fetchStaffJackpot } from '../api/get-staff-jackpot';
import { PoolCard } from '../components/pool-card';
import { SettingsEditor } from '../components/settings-editor';
import { WinsTable } from '../components/wins-table';
import { NEW_SETTINGS } from '../jackpot-form';
import '../jackpot.css';

/** The pool is read again this often while the page is open. */
const POOL_EVERY_MS = 5_000;

/**
 * `/jackpot` (decision 0046): the live pool with its cycle's commitment, the settings saved whole
 * by the roles of saveJackpotSettings, and the wins with their revealed seeds.
 */
export function JackpotPage() {
  const { t } = useTranslation();
  const { currency, scale, role } = useConsoleFacts();
  const writable = canUse(saveJackpotSettings, role);
  const settings = useRemote((signal) => fetchJackpotSettings(signal), 'jackpot-settings');
  const view = useRemote((signal) => fetchStaffJackpot(signal), 'jackpot');
  const { reload } = view;
  useEffect(() => {
    const timer = setInterval(reload, POOL_EVERY_MS);
    return () => clearInterval(timer);
  }, [reload]);

  return (
    <div className="jackpot-page" data-testid="jackpot-page">
      <PageHeader title={t('nav.jackpot')} subtitle={t('jackpot.subtitle')} />
      <div className="jackpot-page__columns">
        {view.data ? (
          <PoolCard pool={view.data.pool} currency={currency} scale={scale} />
        ) : view.status === 'error' ? (
          <ErrorPanel error={view.error} onRetry={reload} />
        ) : (
          <div className="skeleton skeleton--block" data-testid="loading" />
        )}
        {settings.status === 'error' ? (
          <ErrorPanel error={settings.error} onRetry={settings.reload} />
        ) : settings.status === 'loading' && settings.data === null ? (
          <div className="skeleton skeleton--page" data-testid="loading" />
        ) : (
          <SettingsEditor
            settings={settings.data ?? NEW_SETTINGS}
            currency={currency}
            scale={scale}
            writable={writable}
            onSaved={reload}
          />
        )}
      </div>
      <h2 className="section-title">{t('jackpot.winsTitle')}</h2>
      <WinsTable
        wins={view.data?.wins ?? null}
        currency={currency}
        scale={scale}
        loading={view.status === 'loading'}
        error={view.status === 'error' ? view.error : null}
        onRetry={reload}
      />
    </div>
  );
}
