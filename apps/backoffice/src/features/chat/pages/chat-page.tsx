import { CHAT_VIEWS, type ChatView } from '@tessera/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState, ErrorPanel } from '../../../components/list-state';
import { PageHeader, Segmented } from '../../../components/page-header';
import { useAction } from '../../../lib/hooks/use-action';
import { useRemote } from '../../../lib/hooks/use-remote';
import { useStore } from '../../../lib/store/store';
import { fetchConversations, putDuty } from '../api/chat-console';
import { adoptAgent, chatLive, startChatLive } from '../chat-live';
import { ConversationList } from '../components/conversation-list';
import { ConversationPane } from '../components/conversation-pane';
import '../chat.css';

const isView = (value: string | null): value is ChatView => CHAT_VIEWS.includes(value as ChatView);

/**
 * `/chat`: the live chat console (decision 0051). The duty switch; the queues (waiting, mine, all
 * open, closed) with their counts, updating live from the chat socket; the chosen conversation
 * (`?c=<id>`) with the customer's card beside it.
 */
export function ChatPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const view: ChatView = isView(search.get('view')) ? (search.get('view') as ChatView) : 'waiting';
  const selected = search.get('c');
  const live = useStore(chatLive);
  const queue = useRemote((signal) => fetchConversations(view, 1, signal), `${view}:${live.queueVersion}`);
  const duty = useAction();

  useEffect(() => startChatLive(), []);

  const counts = queue.data?.counts ?? live.counts;
  const go = (next: { view?: ChatView; c?: string | null }) => {
    const params = new URLSearchParams(search);
    if (next.view) params.set('view', next.view);
    if (next.c === null) params.delete('c');
    else if (next.c) params.set('c', next.c);
    setSearch(params);
  };
  const available = live.agent?.available ?? false;

  return (
    <div className="chat-page" data-testid="chat-page" data-selected={selected ? 'yes' : 'no'}>
      <PageHeader
        title={t('nav.chat')}
        subtitle={t('chat.subtitle')}
        actions={
          <>
            <span className={`chat-live chat-live--${live.status}`} data-testid="chat-live">
              {t(`chat.live.${live.status}`)}
            </span>
            <label className="switch" data-testid="duty-switch">
              <input
                type="checkbox"
                checked={available}
                disabled={duty.busy || live.status !== 'open' || !live.agent}
                onChange={(event) => {
                  const next = event.target.checked;
                  void duty.run(async () => adoptAgent(await putDuty(next)));
                }}
              />
              <span className="switch__track" aria-hidden="true" />
              {available ? t('chat.available') : t('chat.away')}
            </label>
            <Link className="btn btn--small" to="/chat/canned" data-testid="canned-manage">
              {t('chat.cannedManage')}
            </Link>
          </>
        }
      />
      {duty.error && (
        <p className="form-error" role="alert">
          {duty.error}
        </p>
      )}
      <div className="chat-layout">
        <section className="chat-side" aria-label={t('chat.queue')}>
          <Segmented
            label={t('chat.queue')}
            value={view}
            options={CHAT_VIEWS.map((value) => ({
              value,
              label:
                value !== 'closed' && counts
                  ? `${t(`chat.views.${value}`)} (${counts[value]})`
                  : t(`chat.views.${value}`),
            }))}
            onChange={(value) => go({ view: value, c: null })}
            testId="chat-views"
          />
          {queue.status === 'error' && !queue.data ? (
            <ErrorPanel error={queue.error} onRetry={queue.reload} />
          ) : !queue.data ? (
            <div className="chat-queue chat-queue--loading" data-testid="loading">
              <span className="skeleton" />
              <span className="skeleton" />
              <span className="skeleton" />
            </div>
          ) : queue.data.list.length === 0 ? (
            <EmptyState title={t(`chat.empty.${view}`)} />
          ) : (
            <ConversationList list={queue.data.list} selectedId={selected} onSelect={(id) => go({ c: id })} />
          )}
        </section>
        <div className="chat-main">
          {selected ? (
            <>
              <button
                type="button"
                className="btn btn--ghost btn--small chat-back"
                onClick={() => go({ c: null })}
              >
                ← {t('chat.back')}
              </button>
              <ConversationPane key={selected} id={selected} />
            </>
          ) : (
            <EmptyState title={t('chat.pickTitle')} text={t('chat.pickText')} />
          )}
        </div>
      </div>
    </div>
  );
}
