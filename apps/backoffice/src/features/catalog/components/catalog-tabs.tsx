import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

/** Games and vendors: two pages of one catalog, as tabs that are links (each its own address). */
export function CatalogTabs() {
  const { t } = useTranslation();
  return (
    <nav className="tabs" aria-label={t('catalog.sections')}>
      <NavLink to="/catalog/games" className="tabs__link" data-testid="tab-games">
        {t('catalog.games')}
      </NavLink>
      <NavLink to="/catalog/vendors" className="tabs__link" data-testid="tab-vendors">
        {t('catalog.vendors')}
      </NavLink>
    </nav>
  );
}
