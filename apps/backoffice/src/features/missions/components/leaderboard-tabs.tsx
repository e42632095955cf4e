import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import '../missions.css';

/** The current and past periods' standings, and the leaderboard's rules: two pages, as tabs that are links. */
export function LeaderboardTabs() {
  const { t } = useTranslation();
  return (
    <nav className="tabs" aria-label={t('leaderboard.sections')}>
      <NavLink to="/leaderboard" end className="tabs__link" data-testid="tab-standings">
        {t('leaderboard.standings.tab')}
      </NavLink>
      <NavLink to="/leaderboard/rules" className="tabs__link" data-testid="tab-rules">
        {t('leaderboard.rules.tab')}
      </NavLink>
    </nav>
  );
}
