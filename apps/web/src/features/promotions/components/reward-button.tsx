import { useTranslation } from 'react-i18next';
import { GiftIcon } from '../../../components/icons';
import { useStore } from '../../../lib/store/create-store';
import { badgeCountsStore, badgeText } from '../../member-centre/badge-counts';
import { useOpenMemberCentre } from '../../member-centre/use-open-member-centre';

/**
 * The header's reward icon (spec §2.2): opens the reward centre, with the red count of promotions
 * the member can join or claim now (the same count as the member centre's menu item).
 */
export function RewardButton() {
  const { t } = useTranslation();
  const openMemberCentre = useOpenMemberCentre();
  const count = useStore(badgeCountsStore, (counts) => badgeText('rewardCenter', counts));
  const label = count ? t('promo_rewards_count', { count }) : t('promo_rewards');
  return (
    <button
      type="button"
      className="icon-button header__reward"
      onClick={() => openMemberCentre('rewardCenter')}
      aria-label={label}
      title={label}
      data-testid="header-reward"
    >
      <GiftIcon />
      {count && (
        <span
          className="count-badge header__reward-badge"
          aria-hidden="true"
          data-testid="header-reward-badge"
        >
          {count}
        </span>
      )}
    </button>
  );
}
