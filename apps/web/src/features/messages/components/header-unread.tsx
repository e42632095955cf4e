import { useTranslation } from 'react-i18next';
import { useStore } from '../../../lib/store/create-store';
import { badgeCountsStore, badgeText } from '../../member-centre/badge-counts';
import './header-unread.css';

/** The unread message count (the messageV2 badge's text), null while there is none. */
export const useUnreadText = (): string | null =>
  useStore(badgeCountsStore, (counts) => badgeText('messageV2', counts));

/** The red count on the header's member button, with its words for screen readers. */
export function HeaderUnread({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <span className="count-badge member-info__unread" data-testid="header-unread">
      <span aria-hidden="true">{text}</span>
      <span className="visually-hidden">{t('msg_header_unread', { count: text })}</span>
    </span>
  );
}
