import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type TabItem, Tabs } from '../../components/tabs';
import { useSession } from '../session/use-session';
import { LeaderboardPanel } from './components/leaderboard-panel';
import { MissionsPanel } from './components/missions-panel';
// In this order: the narrow phone's overrides come last.
import './missions.css';
import './mission-card.css';
import './missions-board.css';
import './missions-phone.css';

type Section = 'missions' | 'leaderboard';

/**
 * missionLeaderboard (spec §2.3, issue 16): the member's missions of the day, the week and once,
 * each with its progress, reward and Claim; and the leaderboard their claimed scores climb. The
 * member centre opens for members only (a visitor or a trial player never sees it), so this page
 * always has a member; it is read again for another member or language.
 */
export function MissionsPage() {
  const { t, i18n } = useTranslation();
  const { member } = useSession();
  const [section, setSection] = useState<Section>('missions');
  if (!member) return null;
  const tabs: TabItem<Section>[] = [
    { key: 'missions', label: t('ms_tab_missions') },
    { key: 'leaderboard', label: t('ms_tab_leaderboard') },
  ];
  return (
    <div className="ms-page" data-testid="missions-page" data-section={section}>
      <Tabs items={tabs} active={section} onChange={setSection} label={t('ms_tab_label')} />
      <div
        className="ms-page__panel"
        role="tabpanel"
        aria-label={tabs.find((tab) => tab.key === section)?.label}
      >
        {section === 'missions' ? (
          <MissionsPanel key={member.id} memberId={member.id} language={i18n.language} />
        ) : (
          <LeaderboardPanel key={member.id} memberId={member.id} language={i18n.language} />
        )}
      </div>
    </div>
  );
}
