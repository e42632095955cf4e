import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import '../points.css';

/** The redeem queue, the mall's items and the rules: three pages of points, as tabs that are links. */
export function PointsTabs() {
  const { t } = useTranslation();
  return (
    <nav className="tabs" aria-label={t('points.sections')}>
      <NavLink to="/points/redeems" className="tabs__link" data-testid="tab-redeems">
        {t('points.redeems.tab')}
      </NavLink>
      <NavLink to="/points/items" className="tabs__link" data-testid="tab-items">
        {t('points.items.tab')}
      </NavLink>
      <NavLink to="/points/settings" className="tabs__link" data-testid="tab-settings">
        {t('points.settings.tab')}
      </NavLink>
    </nav>
  );
}
