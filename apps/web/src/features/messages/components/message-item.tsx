import type { MemberMessage } from '@tessera/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../i18n/numbers';
import { glimpse } from '../messages-words';

/**
 * One message of the inbox: closed, its title, when, who from and a glimpse of the body (an unread
 * one marked by a dot and bold); open, the whole body as plain text with its line breaks, and delete.
 * Never HTML: what staff typed is shown as the characters they typed.
 */
export function MessageItem({
  message,
  open,
  onToggle,
  onDelete,
  deleting,
}: {
  message: MemberMessage;
  open: boolean;
  onToggle: () => void;
  onDelete: () => void;
  deleting: boolean;
}) {
  const { t, i18n } = useTranslation();
  const bodyId = `msg-body-${message.id}`;
  return (
    <li
      className={`msg-item ${message.read ? '' : 'msg-item--unread'} ${open ? 'is-open' : ''}`}
      data-testid="msg-item"
      data-read={message.read}
    >
      <button
        type="button"
        className="msg-item__head"
        onClick={onToggle}
        aria-expanded={open}
        aria-controls={bodyId}
        data-testid="msg-open"
      >
        <span className="msg-item__dot" aria-hidden="true" />
        <span className="msg-item__title">{message.title}</span>
        {!message.read && <span className="visually-hidden">{t('msg_unread')}</span>}
        <span className="msg-item__meta">
          <span className={`msg-item__source msg-item__source--${message.source.toLowerCase()}`}>
            {t(message.source === 'SYSTEM' ? 'msg_from_system' : 'msg_from_staff')}
          </span>
          <time dateTime={message.createdAt}>
            {formatDateTime(new Date(message.createdAt), i18n.language)}
          </time>
        </span>
        {!open && <span className="msg-item__glimpse">{glimpse(message.body)}</span>}
      </button>
      {open && (
        <div className="msg-item__open" id={bodyId}>
          <p className="msg-item__body" data-testid="msg-body">
            {message.body}
          </p>
          <button
            type="button"
            className="button button--ghost button--small msg-item__delete"
            onClick={onDelete}
            disabled={deleting}
            data-testid="msg-delete"
          >
            {t('msg_delete')}
          </button>
        </div>
      )}
    </li>
  );
}
