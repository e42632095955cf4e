import { useTranslation } from 'react-i18next';
import { useStore } from '../../lib/store/create-store';
import { badgeCountsStore, badgeText } from './badge-counts';
import type { MemberCentrePage } from './member-centre-store';

/** The red count on a menu item (spec §2.3); nothing at all while the count is 0. */
export function CountBadge({ page }: { page: MemberCentrePage }) {
  const { t } = useTranslation();
  const text = useStore(badgeCountsStore, (counts) => badgeText(page, counts));
  if (text === null) return null;
  return (
    <span className="count-badge" data-testid={`mc-badge-${page}`}>
      <span aria-hidden="true">{text}</span>
      <span className="visually-hidden">{t('mc_badge_label', { count: text })}</span>
    </span>
  );
}
