import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import '../raffles.css';

/** The raffles and their draws: two pages, as tabs that are links. */
export function RaffleTabs() {
  const { t } = useTranslation();
  return (
    <nav className="tabs" aria-label={t('raffles.sections.tabs')}>
      <NavLink to="/raffles" end className="tabs__link" data-testid="tab-raffles">
        {t('raffles.tabs.list')}
      </NavLink>
      <NavLink to="/raffles/draws" className="tabs__link" data-testid="tab-draws">
        {t('raffles.tabs.draws')}
      </NavLink>
    </nav>
  );
}
