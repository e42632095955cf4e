import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

/** Draws and odds: two pages of the lottery, as tabs that are links (each its own address). */
export function LotteryTabs() {
  const { t } = useTranslation();
  return (
    <nav className="tabs" aria-label={t('lottery.sections')}>
      <NavLink to="/lottery" end className="tabs__link" data-testid="tab-draws">
        {t('lottery.draws')}
      </NavLink>
      <NavLink to="/lottery/odds" className="tabs__link" data-testid="tab-odds">
        {t('lottery.odds.title')}
      </NavLink>
    </nav>
  );
}
