import { useTranslation } from 'react-i18next';
import { ShieldIcon } from '../../../components/icons';
import { useSite } from '../use-site';
import { StatusPage } from './status-page';

/** System status 2: access is restricted from here; the IP helps customer service check. */
export function RegionBlockedPage() {
  const { t } = useTranslation();
  const { ip, country } = useSite();
  return (
    <StatusPage tone="blocked" icon={<ShieldIcon />} title={t('blocked_title')}>
      <p className="status-page__message">{t('blocked_text')}</p>
      <p className="status-page__ip">
        {t('blocked_ip')} <code data-testid="blocked-ip">{ip}</code>
        {country ? ` (${country})` : ''}
      </p>
    </StatusPage>
  );
}
