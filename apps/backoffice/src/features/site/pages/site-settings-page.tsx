import { putSiteStatus } from '@tessera/contracts';
import { useTranslation } from 'react-i18next';
import { canUse } from '../../../app/access';
import { PageHeader } from '../../../components/page-header';
import { useStore } from '../../../lib/store/store';
import { sessionStore } from '../../session/session-store';
import { FlagsCard } from '../components/flags-card';
import { RegisterCard } from '../components/register-card';
import { StatusCard } from '../components/status-card';

/** The brand's switches: flags and modules, registration rules, maintenance and regions. */
export function SiteSettingsPage() {
  const { t } = useTranslation();
  const role = useStore(sessionStore)?.role;
  return (
    <>
      <PageHeader title={t('nav.site')} subtitle={t('site.subtitle')} />
      <div className="cards-2">
        <FlagsCard />
        <StatusCard editable={canUse(putSiteStatus, role)} />
        <RegisterCard />
      </div>
    </>
  );
}
