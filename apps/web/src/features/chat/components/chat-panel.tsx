import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../../components/error-panel';
import { CloseIcon } from '../../../components/icons';
import { Spinner } from '../../../components/spinner';
import { useStore } from '../../../lib/store/create-store';
import { useSession } from '../../session/use-session';
import { closeChatPanel } from '../chat-launch';
import { chatSession, closeChat, loadChat, markSeen } from '../chat-session';
import { ChatComposer } from './chat-composer';
import { ChatMessages } from './chat-messages';
import { ChatPrechat } from './chat-prechat';
import { ChatRating } from './chat-rating';

/**
 * The built-in live chat (decision 0051): a panel at the inline-end bottom on a desktop, the whole
 * screen on a phone. Loading, the error with a retry, the start (with the offline notice when
 * nobody is on duty), the conversation, the rating at its end; the page behind stays usable.
 */
export function ChatPanel() {
  const { t } = useTranslation();
  const state = useStore(chatSession);
  const { isLoggedIn } = useSession();
  const { load, conversation, onDuty, busy, actionError, socket } = state;

  useEffect(() => {
    void loadChat();
  }, []);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeChatPanel();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  // Shown messages are read: support's ✓✓ follow.
  const lastSeq = state.messages.at(-1)?.seq ?? 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: marks again as messages arrive
  useEffect(() => {
    if (load === 'ready' && document.visibilityState === 'visible') markSeen();
  }, [load, lastSeq]);

  const rated = conversation?.status === 'CLOSED' && conversation.rating !== null;
  const showPrechat = load === 'ready' && (!conversation || rated);
  const status =
    !conversation || rated
      ? onDuty
        ? t('chat_status_online')
        : t('chat_status_offline')
      : conversation.status === 'WAITING'
        ? conversation.offline
          ? t('chat_status_left')
          : t('chat_status_waiting')
        : conversation.status === 'ACTIVE'
          ? t('chat_status_active', { name: conversation.staffName ?? t('chat_support') })
          : t('chat_status_closed');

  return (
    <section
      className="chat-panel"
      role="dialog"
      aria-modal="false"
      aria-labelledby="chat-panel-title"
      data-testid="chat-panel"
      data-state={showPrechat ? 'prechat' : (conversation?.status ?? load)}
    >
      <header className="chat-panel__header">
        <span className={`chat-panel__dot ${onDuty ? 'chat-panel__dot--on' : ''}`} aria-hidden="true" />
        <div className="chat-panel__titles">
          <h2 id="chat-panel-title">{t('customer_service')}</h2>
          <p className="chat-panel__status" data-testid="chat-status">
            {status}
          </p>
        </div>
        {conversation && conversation.status !== 'CLOSED' && (
          <button
            type="button"
            className="chat-panel__end"
            onClick={() => void closeChat()}
            disabled={busy}
            data-testid="chat-end"
          >
            {t('chat_end')}
          </button>
        )}
        <button
          type="button"
          className="chat-icon-button"
          onClick={closeChatPanel}
          aria-label={t('common_close')}
          data-testid="chat-close"
        >
          <CloseIcon />
        </button>
      </header>
      {socket === 'waiting' && load === 'ready' && (
        <p className="chat-banner chat-banner--warn" role="status" data-testid="chat-reconnecting">
          {t('chat_reconnecting')}
        </p>
      )}
      {!onDuty && conversation && conversation.status !== 'CLOSED' && (
        <p className="chat-banner" role="status" data-testid="chat-offline">
          {t('chat_offline_notice')}
        </p>
      )}
      {actionError && (
        <p className="chat-banner chat-banner--error" role="alert" data-testid="chat-action-error">
          {actionError}
        </p>
      )}
      <div className="chat-panel__body">
        {(load === 'idle' || load === 'loading') && (
          <div className="chat-panel__center" data-testid="chat-loading">
            <Spinner />
          </div>
        )}
        {load === 'error' && (
          <div className="chat-panel__center" data-testid="chat-error">
            <ErrorPanel message={state.error ?? undefined} onRetry={() => void loadChat()} />
          </div>
        )}
        {showPrechat && <ChatPrechat onDuty={onDuty} member={isLoggedIn} busy={busy} rated={rated} />}
        {load === 'ready' && conversation && !rated && (
          <>
            <ChatMessages state={state} member={isLoggedIn} />
            {conversation.status === 'CLOSED' ? <ChatRating busy={busy} /> : <ChatComposer disabled={busy} />}
          </>
        )}
      </div>
    </section>
  );
}
