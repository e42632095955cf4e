import { CHAT_VIEWS, type ChatView } from '@tessera/contracts';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState, ErrorPanel } from '../../../components/list-state';
import { PageHeader, Segmented } from '../../../components/page-header';
import { Pager } from '../../../components/pager';
import { readListQuery, writeListQuery } from '../../../lib/hooks/list-query';
import { useAction } from '../../../lib/hooks/use-action';
import { useRemote } from '../../../lib/hooks/use-remote';
import { useStore } from '../../../lib/store/store';
import { fetchAgents, fetchConversations, putDuty } from '../api/chat-console';
import { adoptAgent, chatLive, startChatLive } from '../chat-live';
import {
  CHAT_QUERY,
  type ChatFilters,
  conversationsQuery,
  isFiltered,
  NO_FILTERS,
  PAGE_SIZE,
} from '../chat-query';
import { ChatFiltersForm } from '../components/chat-filters';
import { ConversationList } from '../components/conversation-list';
import { ConversationPane } from '../components/conversation-pane';
import '../chat.css';

/**
 * `/chat`: the live chat console (decision 0051). The duty switch; the queues (waiting, mine, all
 * open, closed) with their counts, updating live from the chat socket; the closed and all-open
 * lists filtered and paged by the server, kept in the address (`chat-query.ts`); the chosen
 * conversation (`?c=<id>`) with the customer's card beside it.
 */
export function ChatPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const query = useMemo(() => readListQuery(CHAT_QUERY, search), [search]);
  const view = query.filters.view as ChatView;
  const filtered = isFiltered(view);
  const selected = search.get('c');
  const live = useStore(chatLive);
  const listQuery = conversationsQuery(query);
  const queue = useRemote(
    (signal) => fetchConversations(listQuery, signal),
    `${JSON.stringify(listQuery)}:${live.queueVersion}`,
  );
  const agents = useRemote(
    () => (filtered ? fetchAgents() : Promise.resolve(null)),
    filtered ? 'agents' : '',
  );
  const duty = useAction();

  useEffect(() => startChatLive(), []);

  const counts = queue.data?.counts ?? live.counts;
  const go = (next: {
    view?: ChatView;
    c?: string | null;
    filters?: Partial<ChatFilters>;
    page?: number;
  }) => {
    const filters = next.view ? { view: next.view, ...next.filters } : next.filters;
    const params = writeListQuery(CHAT_QUERY, new URLSearchParams(window.location.search), {
      ...(filters ? { filters } : {}),
      ...(next.page ? { page: next.page } : {}),
    });
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
          {filtered && (
            <ChatFiltersForm
              filters={query.filters}
              agents={agents.data?.list ?? []}
              closed={view === 'closed'}
              onApply={(filters) => go({ filters, c: null })}
              onClear={() => go({ filters: NO_FILTERS, c: null })}
            />
          )}
          {queue.status === 'error' && !queue.data ? (
            <ErrorPanel error={queue.error} onRetry={queue.reload} />
          ) : !queue.data ? (
            <div className="chat-queue chat-queue--loading" data-testid="loading">
              <span className="skeleton" />
              <span className="skeleton" />
              <span className="skeleton" />
            </div>
          ) : queue.data.list.length === 0 ? (
            <EmptyState
              title={
                filtered && Object.values(query.filters).some((value, index) => index > 0 && value !== '')
                  ? t('common.emptyTitle')
                  : t(`chat.empty.${view}`)
              }
            />
          ) : (
            <ConversationList list={queue.data.list} selectedId={selected} onSelect={(id) => go({ c: id })} />
          )}
          {filtered && queue.data && (
            <Pager
              page={query.page}
              pageSize={PAGE_SIZE}
              total={queue.data.total}
              onPage={(page) => go({ page })}
            />
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
