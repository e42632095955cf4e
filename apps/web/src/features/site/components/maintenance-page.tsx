import { useTranslation } from 'react-i18next';
import { SparkIcon } from '../../../components/icons';
import { formatDateTime } from '../../../i18n/numbers';
import { useSite } from '../use-site';
import { StatusPage } from './status-page';

/** System status 1: the operator's message and window, and customer service. */
export function MaintenancePage() {
  const { t, i18n } = useTranslation();
  const { maintenance } = useSite();
  const format = (iso: string | null | undefined) => {
    if (!iso) return null;
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? null : formatDateTime(date, i18n.language);
  };
  const from = format(maintenance?.from);
  const to = format(maintenance?.to);
  return (
    <StatusPage tone="maintenance" icon={<SparkIcon />} title={t('maintenance_title')}>
      <p className="status-page__message" data-testid="maintenance-message">
        {maintenance?.message?.trim() || t('maintenance_text')}
      </p>
      {(from || to) && (
        <p className="status-page__window">
          {from && to
            ? t('maintenance_window', { from, to })
            : to
              ? t('maintenance_until', { to })
              : t('maintenance_from', { from })}
        </p>
      )}
    </StatusPage>
  );
}
