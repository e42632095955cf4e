import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

/** The tree, contracts and bills: three pages of the agents section, as tabs that are links. */
export function AgentsTabs() {
  const { t } = useTranslation();
  return (
    <nav className="tabs" aria-label={t('agents.sections')}>
      <NavLink to="/agents/tree" className="tabs__link" data-testid="tab-tree">
        {t('agents.tabs.tree')}
      </NavLink>
      <NavLink to="/agents/contracts" className="tabs__link" data-testid="tab-contracts">
        {t('agents.tabs.contracts')}
      </NavLink>
      <NavLink to="/agents/bills" className="tabs__link" data-testid="tab-bills">
        {t('agents.tabs.bills')}
      </NavLink>
    </nav>
  );
}
