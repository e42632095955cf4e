import { useTranslation } from 'react-i18next';
import { useStore } from '../../../lib/store/create-store';
import { chatPanelOpen } from '../chat-launch';
import { chatSession, unreadReplies } from '../chat-session';

/**
 * Support's replies the customer has not seen while the chat panel is hidden (decision 0056), on
 * each way into customer service: the side menu, the right bar, the footer. Nothing when none.
 */
export function ChatUnreadBadge({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const open = useStore(chatPanelOpen);
  const unread = useStore(chatSession, unreadReplies);
  if (open || unread === 0) return null;
  const shown = unread > 99 ? '99+' : String(unread);
  return (
    <span
      className={`chat-unread ${className}`.trim()}
      role="status"
      aria-label={t('chat_unread', { n: unread })}
      data-testid="chat-unread"
    >
      {shown}
    </span>
  );
}
