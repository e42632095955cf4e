import { putDomainStaff, putLanguagesStaff, putResourcesStaff, putSiteStatus } from '@tessera/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { canUse } from '../../../app/access';
import { PageHeader } from '../../../components/page-header';
import { useStore } from '../../../lib/store/store';
import { sessionStore } from '../../session/session-store';
import { DomainsCard } from '../components/domains-card';
import { FlagsCard } from '../components/flags-card';
import { LanguagesCard } from '../components/languages-card';
import { LinksCard } from '../components/links-card';
import { RegisterCard } from '../components/register-card';
import { StatusCard } from '../components/status-card';

const TABS = ['switches', 'links', 'languages', 'domains'] as const;
type Tab = (typeof TABS)[number];

/** The brand's set-up as tabs (`?tab=` in the address): switches and rules, links, languages, domains. */
export function SiteSettingsPage() {
  const { t } = useTranslation();
  const role = useStore(sessionStore)?.role;
  const [params, setParams] = useSearchParams();
  const tab: Tab = (TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as Tab)
    : 'switches';
  return (
    <>
      <PageHeader title={t('nav.site')} subtitle={t('site.subtitle')} />
      <div className="tabs" role="tablist" aria-label={t('site.sections')}>
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`panel-${name}`}
            onClick={() =>
              setParams(
                (before) => {
                  const next = new URLSearchParams(before);
                  if (name === 'switches') next.delete('tab');
                  else next.set('tab', name);
                  return next;
                },
                { replace: true },
              )
            }
            data-testid={`tab-${name}`}
          >
            {t(`site.tabs.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === 'switches' && (
          <div className="cards-2">
            <FlagsCard />
            <StatusCard editable={canUse(putSiteStatus, role)} />
            <RegisterCard />
          </div>
        )}
        {tab === 'links' && <LinksCard editable={canUse(putResourcesStaff, role)} />}
        {tab === 'languages' && <LanguagesCard editable={canUse(putLanguagesStaff, role)} />}
        {tab === 'domains' && <DomainsCard editable={canUse(putDomainStaff, role)} />}
      </div>
    </>
  );
}
