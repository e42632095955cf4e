import type { StaffChatConversation } from '@tessera/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';

/** The queue's rows: who, the last words, when, unread count, rating of a closed one. */
export function ConversationList({
  list,
  selectedId,
  onSelect,
}: {
  list: readonly StaffChatConversation[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <ul className="chat-queue" data-testid="chat-queue">
      {list.map((item) => (
        <li key={item.id}>
          <button
            type="button"
            className="chat-queue__row"
            aria-current={item.id === selectedId ? 'true' : undefined}
            onClick={() => onSelect(item.id)}
            data-testid="chat-queue-row"
            data-id={item.id}
          >
            <span className="chat-queue__top">
              <strong className="chat-queue__who">
                {item.customerName ?? t('chat.visitor')}
                <span className={`badge ${item.customer === 'MEMBER' ? 'badge--info' : ''}`}>
                  {t(`chat.customer.${item.customer}`)}
                </span>
              </strong>
              {item.unread > 0 && (
                <span className="chat-queue__unread" data-testid="chat-queue-unread">
                  {item.unread}
                </span>
              )}
            </span>
            <span className="chat-queue__last muted">
              {item.lastText === '' ? t('chat.imageOnly') : (item.lastText ?? t('chat.noMessages'))}
            </span>
            <span className="chat-queue__meta small muted">
              {formatDateTime(item.lastMessageAt ?? item.openedAt, i18n.language)}
              {item.offline && <span className="badge badge--wait">{t('chat.offline')}</span>}
              {item.staffName && item.status !== 'WAITING' && <span>· {item.staffName}</span>}
              {item.rating !== null && <span className="chat-stars">{'★'.repeat(item.rating)}</span>}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
