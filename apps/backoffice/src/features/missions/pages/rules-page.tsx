import { saveLeaderboardSettings } from '@tessera/contracts';
import { useTranslation } from 'react-i18next';
import { canUse } from '../../../app/access';
import { ErrorPanel } from '../../../components/list-state';
import { PageHeader } from '../../../components/page-header';
import { useRemote } from '../../../lib/hooks/use-remote';
import { useConsoleFacts } from '../../points/use-console-facts';
import { fetchLeaderboardSettings } from '../api/get-leaderboard-settings';
import { LeaderboardTabs } from '../components/leaderboard-tabs';
import { RulesEditor } from '../components/rules-editor';

/**
 * `/leaderboard/rules`: the leaderboard's period, prizes per rank and ranks counted, written by the
 * roles of saveLeaderboardSettings and read by every role that answers members about them.
 */
export function LeaderboardRulesPage() {
  const { t } = useTranslation();
  const { currency, scale, role } = useConsoleFacts();
  const writable = canUse(saveLeaderboardSettings, role);
  const loaded = useRemote((signal) => fetchLeaderboardSettings(signal), 'leaderboard-settings');
  return (
    <div className="missions-page" data-testid="leaderboard-rules-page">
      <PageHeader title={t('nav.leaderboard')} subtitle={t('leaderboard.rules.subtitle')} />
      <LeaderboardTabs />
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
