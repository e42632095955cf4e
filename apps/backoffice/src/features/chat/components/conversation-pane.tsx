import { type ChatMessage, heldThrough } from '@tessera/contracts';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../../components/list-state';
import { showToast } from '../../../components/toast';
import { formatDateTime } from '../../../lib/format';
import { useAction } from '../../../lib/hooks/use-action';
import { useRemote } from '../../../lib/hooks/use-remote';
import { useStore } from '../../../lib/store/store';
import {
  closeConversation,
  fetchConversation,
  fetchLatestMessages,
  fetchMessagesAfter,
  fetchMessagesBefore,
  postStaffRead,
  takeConversation,
} from '../api/chat-console';
import { adoptMessages, chatLive, selectConversation, sendLive } from '../chat-live';
import { CustomerCard } from './customer-card';
import { StaffChatImage } from './staff-chat-image';
import { StaffComposer } from './staff-composer';
import { TransferDialog } from './transfer-dialog';

/**
 * One conversation: its messages (the customer's on the start, staff's on the end, words as typed),
 * the customer typing, ✓✓ where the customer has read; take, transfer and close; the answer box;
 * the customer's card beside it. History: the newest page first, then what follows the last seq
 * held (again after the socket came back), older pages when the thread is scrolled to its top
 * (what is in view stays put; decision 0056); live messages merge by seq.
 */
export function ConversationPane({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  const live = useStore(chatLive);
  const detail = useRemote((signal) => fetchConversation(id, signal), `${id}:${live.conversationVersion}`);
  const action = useAction();
  const [transferring, setTransferring] = useState(false);
  const list = useRef<HTMLOListElement>(null);
  const [historyError, setHistoryError] = useState<unknown>(null);
  /** Older messages than the first held: whether there are more, and their page's read. */
  const [older, setOlder] = useState<{ more: boolean; status: 'idle' | 'loading' | 'error' }>({
    more: false,
    status: 'idle',
  });
  /** The conversation whose newest page was read (a reconnect reads only what follows). */
  const latestRead = useRef<string | null>(null);
  /** While an older page is read: the distance from the view's top to the thread's end. */
  const anchor = useRef<number | null>(null);

  useEffect(() => {
    selectConversation(id);
    return () => selectConversation(null);
  }, [id]);
  // The first read, and the gap after every reconnect.
  // biome-ignore lint/correctness/useExhaustiveDependencies: asks again when the socket came back
  useEffect(() => {
    let stop = false;
    setHistoryError(null);
    const read = async () => {
      if (latestRead.current !== id) {
        const latest = await fetchLatestMessages(id);
        if (stop) return;
        adoptMessages(latest.list);
        latestRead.current = id;
        setOlder({ more: latest.more, status: 'idle' });
      }
      for (let page = 0; page < 20 && !stop; page += 1) {
        const history = await fetchMessagesAfter(id, heldThrough(chatLive.get().messages) ?? 0);
        if (stop) return;
        adoptMessages(history.list);
        if (!history.more || history.list.length === 0) return;
      }
    };
    read().catch((error: unknown) => !stop && setHistoryError(error));
    return () => {
      stop = true;
    };
  }, [id, live.reconnects]);

  const conversation = detail.data?.conversation.id === id ? detail.data.conversation : null;
  const messages = live.selectedId === id ? live.messages : [];
  const lastSeq = messages.at(-1)?.seq ?? 0;
  const firstSeq = messages[0]?.seq ?? 0;
  const customerRead = Math.max(conversation?.customerReadSeq ?? 0, live.customerRead[id] ?? 0);
  const mine =
    conversation !== null && conversation.staffId !== null && conversation.staffId === live.agent?.id;

  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls when messages arrive
  useLayoutEffect(() => {
    const element = list.current;
    if (!element) return;
    if (anchor.current !== null) {
      // Older messages came in above: what was in view stays where it was.
      if (older.status === 'loading') return;
      element.scrollTop = element.scrollHeight - anchor.current;
      anchor.current = null;
      return;
    }
    element.scrollTop = element.scrollHeight;
  }, [lastSeq, live.typing[id], firstSeq, older.status]);

  const readOlder = () => {
    const element = list.current;
    const first = chatLive.get().messages[0];
    if (!element || !first) return;
    anchor.current = element.scrollHeight - element.scrollTop;
    setOlder((state) => ({ ...state, status: 'loading' }));
    fetchMessagesBefore(id, first.seq)
      .then((page) => {
        if (chatLive.get().selectedId !== id) return;
        adoptMessages(page.list);
        setOlder({ more: page.more, status: 'idle' });
      })
      .catch(() => setOlder((state) => ({ ...state, status: 'error' })));
  };
  const onScroll = () => {
    const element = list.current;
    if (element && element.scrollTop <= 48 && older.more && older.status === 'idle') readOlder();
  };
  // Shown is read: the customer's ✓✓ follow (only the one answering marks it).
  useEffect(() => {
    if (!conversation || !mine || lastSeq <= conversation.staffReadSeq) return;
    if (!sendLive({ type: 'read', conversationId: id, seq: lastSeq })) {
      void postStaffRead(id, lastSeq).catch(() => undefined);
    }
  }, [id, lastSeq, mine, conversation]);

  if (detail.status === 'error' && !detail.data)
    return <ErrorPanel error={detail.error} onRetry={detail.reload} />;
  if (!detail.data || !conversation)
    return <div className="chat-pane chat-pane--loading skeleton" data-testid="loading" />;

  const closed = conversation.status === 'CLOSED';
  const act = async (work: () => Promise<unknown>, toast: string) => {
    if (await action.run(work)) {
      showToast(toast);
      detail.reload();
    }
  };

  return (
    <div className="chat-work">
      <section className="chat-pane" data-testid="chat-pane" data-status={conversation.status}>
        <header className="chat-pane__head">
          <div>
            <h2 className="chat-pane__title">{conversation.customerName ?? t('chat.visitor')}</h2>
            <p className="small muted" data-testid="chat-pane-status">
              {t(`chat.state.${conversation.status}`)}
              {conversation.staffName && ` · ${conversation.staffName}`}
            </p>
          </div>
          <div className="chat-pane__actions">
            {conversation.status === 'WAITING' && (
              <button
                type="button"
                className="btn btn--primary btn--small"
                disabled={action.busy}
                onClick={() => void act(() => takeConversation(id), t('chat.taken'))}
                data-testid="chat-take"
              >
                {t('chat.take')}
              </button>
            )}
            {!closed && (
              <button
                type="button"
                className="btn btn--small"
                disabled={action.busy}
                onClick={() => setTransferring(true)}
                data-testid="chat-transfer"
              >
                {t('chat.transfer')}
              </button>
            )}
            {!closed && (
              <button
                type="button"
                className="btn btn--danger btn--small"
                disabled={action.busy}
                onClick={() => void act(() => closeConversation(id), t('chat.closedToast'))}
                data-testid="chat-close-conversation"
              >
                {t('chat.close')}
              </button>
            )}
          </div>
        </header>
        {(action.error || historyError !== null) && (
          <p className="form-error" role="alert" data-testid="chat-pane-error">
            {action.error ??
              (historyError instanceof Error ? historyError.message : t('common.errorUnknown'))}
          </p>
        )}
        <ol
          ref={list}
          className="chat-thread"
          data-testid="chat-thread"
          onScroll={onScroll}
          data-has-older={older.more}
        >
          {older.status === 'loading' && (
            <li className="chat-thread__note" role="status" data-testid="chat-older-loading">
              {t('chat.olderLoading')}
            </li>
          )}
          {older.status === 'error' && (
            <li className="chat-thread__note" role="alert" data-testid="chat-older-error">
              {t('chat.olderError')}{' '}
              <button type="button" className="btn btn--small" onClick={readOlder}>
                {t('common.retry')}
              </button>
            </li>
          )}
          {messages.length === 0 && <li className="chat-thread__note">{t('chat.noMessages')}</li>}
          {messages.map((message) => (
            <Bubble
              key={message.seq}
              message={message}
              read={message.seq <= customerRead}
              language={i18n.language}
            />
          ))}
          {live.typing[id] && !closed && (
            <li className="chat-thread__note" data-testid="customer-typing">
              {t('chat.customerTyping', { name: conversation.customerName ?? t('chat.visitor') })}
            </li>
          )}
          {closed && <li className="chat-thread__note">{t('chat.ended')}</li>}
        </ol>
        {!closed && <StaffComposer conversationId={id} disabled={action.busy} />}
      </section>
      <CustomerCard detail={detail.data} />
      {transferring && (
        <TransferDialog
          conversationId={id}
          currentStaffId={conversation.staffId}
          onClose={() => setTransferring(false)}
          onDone={() => {
            setTransferring(false);
            showToast(t('chat.transferred'));
            detail.reload();
          }}
        />
      )}
    </div>
  );
}

function Bubble({ message, read, language }: { message: ChatMessage; read: boolean; language: string }) {
  const { t } = useTranslation();
  const staff = message.sender === 'STAFF';
  return (
    <li
      className={`chat-msg ${staff ? 'chat-msg--staff' : 'chat-msg--customer'}`}
      data-testid="staff-chat-message"
      data-sender={message.sender}
    >
      {staff && <span className="chat-msg__name">{message.staffName}</span>}
      {message.attachment && <StaffChatImage attachment={message.attachment} />}
      {message.text && <span className="chat-msg__text">{message.text}</span>}
      <span className="chat-msg__meta">
        {message.offline && <span className="badge badge--wait">{t('chat.offline')}</span>}
        {formatDateTime(message.createdAt, language)}
        {staff && (
          <span className={read ? 'chat-msg__read' : ''} data-testid="staff-mark" data-read={read}>
            {read ? '✓✓' : '✓'}
          </span>
        )}
      </span>
    </li>
  );
}
