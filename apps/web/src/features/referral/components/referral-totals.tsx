import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../i18n/numbers';
import type { ReferralInfo } from '../api/get-referral-info';
import { useReferralMoney } from '../use-referral-money';

/** What inviting has brought: friends, friends who deposited, earned, and held for review. */
export function ReferralTotals({ info }: { info: ReferralInfo }) {
  const { t } = useTranslation();
  const money = useReferralMoney();
  const tiles = [
    { id: 'friends', label: t('rf_total_friends'), value: formatCount(info.friends) },
    { id: 'deposited', label: t('rf_total_deposited'), value: formatCount(info.depositedFriends) },
    { id: 'earned', label: t('rf_total_earned'), value: money(info.earned) },
    { id: 'held', label: t('rf_total_held'), value: money(info.held) },
  ];
  return (
    <section className="rf-totals" aria-label={t('rf_totals_label')} data-testid="rf-totals">
      {tiles.map((tile) => (
        <div key={tile.id} className={`rf-total rf-total--${tile.id}`} data-testid={`rf-total-${tile.id}`}>
          <span className="rf-total__label">{tile.label}</span>
          <strong className="rf-total__value">{tile.value}</strong>
        </div>
      ))}
    </section>
  );
}
