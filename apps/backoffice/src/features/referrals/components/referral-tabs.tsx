import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import '../referrals.css';

/** The referral rewards and the rules that pay them: two pages, as tabs that are links. */
export function ReferralTabs() {
  const { t } = useTranslation();
  return (
    <nav className="tabs" aria-label={t('referrals.sections')}>
      <NavLink to="/referrals" end className="tabs__link" data-testid="tab-rewards">
        {t('referrals.rewards.tab')}
      </NavLink>
      <NavLink to="/referrals/rules" className="tabs__link" data-testid="tab-rules">
        {t('referrals.rules.tab')}
      </NavLink>
    </nav>
  );
}
