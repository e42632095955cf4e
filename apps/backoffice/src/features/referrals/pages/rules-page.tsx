import { saveReferralSettings } from '@tessera/contracts';
import { useTranslation } from 'react-i18next';
import { canUse } from '../../../app/access';
import { ErrorPanel } from '../../../components/list-state';
import { PageHeader } from '../../../components/page-header';
import { useRemote } from '../../../lib/hooks/use-remote';
import { useConsoleFacts } from '../../points/use-console-facts';
import { fetchReferralSettings } from '../api/get-referral-settings';
import { ReferralTabs } from '../components/referral-tabs';
import { RulesEditor } from '../components/rules-editor';

/**
 * `/referrals/rules`: what inviting a friend pays and which friends are held for review, written by
 * the roles of saveReferralSettings and read by every role that answers members about them.
 */
export function ReferralRulesPage() {
  const { t } = useTranslation();
  const { currency, scale, role } = useConsoleFacts();
  const writable = canUse(saveReferralSettings, role);
  const loaded = useRemote((signal) => fetchReferralSettings(signal), 'referral-settings');
  return (
    <div className="referrals-page" data-testid="referral-rules-page">
      <PageHeader title={t('nav.referrals')} subtitle={t('referrals.rules.subtitle')} />
      <ReferralTabs />
      {loaded.status === 'error' ? (
        <ErrorPanel error={loaded.error} onRetry={loaded.reload} />
      ) : loaded.status === 'loading' || !loaded.data ? (
        <div className="skeleton skeleton--page" data-testid="loading" />
      ) : (
        <RulesEditor settings={loaded.data} currency={currency} scale={scale} writable={writable} />
      )}
    </div>
  );
}
