import type { ChatMessage } from '@tessera/contracts';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/spinner';
import { dateLocale } from '../../../i18n/numbers';
import type { ChatSessionState } from '../chat-session';
import { dropPending, loadOlder, sendImage, sendText } from '../chat-session';
import { deliveryOf, timelineRows } from '../chat-timeline';
import { ChatImage } from './chat-image';

/** `14:05`: when a message was written, in the language's words and Latin digits. */
function chatTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(dateLocale(language), {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
}

/**
 * The conversation: the customer's own messages on the inline end, support's on the start, notes
 * centred; words as typed (text nodes, never HTML); ✓ stored, ✓✓ read by support; what is still
 * on its way with its progress, or refused with a retry. Kept scrolled to the newest; scrolled to
 * its top, the page before is read and shown above without moving what is in view (decision 0056).
 */
export function ChatMessages({ state, member }: { state: ChatSessionState; member: boolean }) {
  const { t, i18n } = useTranslation();
  const list = useRef<HTMLOListElement>(null);
  const { conversation, messages, pending, staffTyping, hasOlder, older } = state;
  const rows = timelineRows(messages, conversation, !hasOlder);
  const staffReadSeq = conversation?.staffReadSeq ?? 0;
  /** While an older page is read: the distance from the view's top to the list's end. */
  const anchor = useRef<number | null>(null);
  const firstSeq = messages[0]?.seq ?? 0;

  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls when what is shown grows
  useLayoutEffect(() => {
    const element = list.current;
    if (!element) return;
    if (anchor.current !== null) {
      // Older messages came in above: what was in view stays where it was.
      if (older === 'loading') return;
      element.scrollTop = element.scrollHeight - anchor.current;
      anchor.current = null;
      return;
    }
    element.scrollTop = element.scrollHeight;
  }, [rows.length, pending.length, staffTyping, firstSeq, older]);

  const readOlder = () => {
    const element = list.current;
    if (!element) return;
    anchor.current = element.scrollHeight - element.scrollTop;
    void loadOlder();
  };
  const onScroll = () => {
    const element = list.current;
    if (element && element.scrollTop <= 48 && hasOlder && older === 'idle') readOlder();
  };

  const own = (message: ChatMessage) => message.sender !== 'STAFF';

  return (
    <ol
      ref={list}
      className="chat-messages"
      data-testid="chat-messages"
      aria-live="polite"
      onScroll={onScroll}
      data-has-older={hasOlder}
    >
      {older === 'loading' && (
        <li className="chat-older" data-testid="chat-older-loading">
          <Spinner size="small" label={t('chat_older_loading')} />
          {t('chat_older_loading')}
        </li>
      )}
      {older === 'error' && (
        <li className="chat-older" role="alert" data-testid="chat-older-error">
          {t('chat_older_error')}
          <button type="button" className="chat-link" onClick={readOlder}>
            {t('common_retry')}
          </button>
        </li>
      )}
      {messages.length === 0 && pending.length === 0 && (
        <li className="chat-empty" data-testid="chat-empty">
          {t('chat_empty')}
        </li>
      )}
      {rows.map((row) => {
        if (row.kind === 'note') {
          return (
            <li key={row.key} className="chat-note" data-testid={`chat-note-${row.note}`}>
              {t(`chat_note_${row.note}`, { name: row.name ?? t('chat_support') })}
            </li>
          );
        }
        const { message } = row;
        const mine = own(message);
        return (
          <li
            key={row.key}
            className={`chat-bubble ${mine ? 'chat-bubble--own' : 'chat-bubble--staff'}`}
            data-testid="chat-message"
            data-sender={message.sender}
            data-seq={message.seq}
          >
            {!mine && <span className="chat-bubble__name">{message.staffName ?? t('chat_support')}</span>}
            {message.attachment && <ChatImage attachment={message.attachment} member={member} />}
            {message.text && <span className="chat-bubble__text">{message.text}</span>}
            <span className="chat-bubble__meta">
              <time dateTime={message.createdAt}>{chatTime(message.createdAt, i18n.language)}</time>
              {mine && (
                <span
                  className={`chat-mark chat-mark--${deliveryOf(message, staffReadSeq)}`}
                  data-testid="chat-mark"
                  data-delivery={deliveryOf(message, staffReadSeq)}
                  role="img"
                  aria-label={t(`chat_mark_${deliveryOf(message, staffReadSeq)}`)}
                >
                  {deliveryOf(message, staffReadSeq) === 'read' ? '✓✓' : '✓'}
                </span>
              )}
            </span>
          </li>
        );
      })}
      {pending.map((item) => (
        <li
          key={item.clientId}
          className={`chat-bubble chat-bubble--own chat-bubble--pending ${item.failed ? 'chat-bubble--failed' : ''}`}
          data-testid="chat-pending"
        >
          {item.image && (
            <span className="chat-image chat-image--preview">
              <img src={item.image.previewUrl} alt={t('chat_image_alt')} />
              {!item.failed && (
                <progress
                  className="chat-upload"
                  max={1}
                  value={item.image.progress}
                  aria-label={t('chat_uploading')}
                  data-testid="chat-upload-progress"
                />
              )}
            </span>
          )}
          {item.text && <span className="chat-bubble__text">{item.text}</span>}
          {item.failed ? (
            <span className="chat-bubble__error" role="alert" data-testid="chat-send-error">
              {item.failed}
              <span className="chat-bubble__actions">
                <button
                  type="button"
                  className="chat-link"
                  onClick={() =>
                    item.image
                      ? void sendImage(item.image.previewUrl, item.clientId)
                      : void sendText(item.text, item.clientId)
                  }
                >
                  {t('common_retry')}
                </button>
                <button type="button" className="chat-link" onClick={() => dropPending(item.clientId)}>
                  {t('chat_discard')}
                </button>
              </span>
            </span>
          ) : (
            <span className="chat-bubble__meta">{t('chat_sending')}</span>
          )}
        </li>
      ))}
      {staffTyping && (
        <li className="chat-typing" data-testid="chat-typing">
          <span className="chat-typing__dots" aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
          {t('chat_typing', { name: conversation?.staffName ?? t('chat_support') })}
        </li>
      )}
    </ol>
  );
}
