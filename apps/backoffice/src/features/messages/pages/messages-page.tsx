import { type SentMessage, sendMessageStaff } from '@tessera/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canUse } from '../../../app/access';
import { type Column, columnHelper, DataTable } from '../../../components/data-table';
import { Icon } from '../../../components/icon';
import { PageHeader } from '../../../components/page-header';
import { Pager } from '../../../components/pager';
import { showToast } from '../../../components/toast';
import { formatCount, formatDateTime } from '../../../lib/format';
import { useListQuery } from '../../../lib/hooks/use-list-query';
import { useRemote } from '../../../lib/hooks/use-remote';
import { inLanguage } from '../../points/point-item-form';
import { useConsoleFacts } from '../../points/use-console-facts';
import { fetchSentMessages } from '../api/get-sent-messages';
import { audienceWords } from '../components/audience-words';
import { MessageDialog } from '../components/message-dialog';
import '../messages.css';

const PAGE_SIZE = 20;
const SPEC = { filters: {} };
const col = columnHelper<SentMessage>();

/** Read out of recipients as a whole percent ("0 %" for none, never "NaN"). */
export const readShare = (read: number, recipients: number): number =>
  recipients > 0 ? Math.round((read / recipients) * 100) : 0;

/**
 * `/messages`: the platform messages staff sent, newest first, a page at a time: to whom in words,
 * the title in the console's language, how many received it and how many of them read it, who sent
 * it and when. "New message" opens the editor (support, content and admin).
 */
export function MessagesPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { role } = useConsoleFacts();
  const maySend = canUse(sendMessageStaff, role);
  const { query, key, setPage } = useListQuery(SPEC);
  const [round, setRound] = useState(0);
  const list = useRemote(
    (signal) => fetchSentMessages({ pageNo: query.page, pageSize: PAGE_SIZE }, signal),
    `${key}:${round}`,
  );
  const [writing, setWriting] = useState(false);

  const columns = useMemo<Column<SentMessage>[]>(() => {
    const count = (value: number) => formatCount(value, lang);
    return [
      col.display({
        id: 'message',
        header: t('messages.message'),
        cell: ({ row }) => (
          <span className="stack">
            <strong data-testid="sent-title">
              {inLanguage(row.original.title, lang) ?? `#${row.original.id}`}
            </strong>
            <span className="muted clamp">{inLanguage(row.original.body, lang)}</span>
          </span>
        ),
      }),
      col.display({
        id: 'audience',
        header: t('messages.audience'),
        cell: ({ row }) => <span data-testid="sent-audience">{audienceWords(t, row.original.audience)}</span>,
      }),
      col.display({
        id: 'recipients',
        header: t('messages.recipients'),
        cell: ({ row }) => (
          <span className="num" data-testid="sent-recipients">
            {count(row.original.recipients)}
          </span>
        ),
      }),
      col.display({
        id: 'read',
        header: t('messages.read'),
        cell: ({ row }) => {
          const { read, recipients } = row.original;
          const share = readShare(read, recipients);
          return (
            <span className="stack message-read" data-testid="sent-read">
              <span className="num">{t('messages.readIs', { read: count(read), share: count(share) })}</span>
              <span className="message-read__bar" aria-hidden="true">
                <span style={{ inlineSize: `${share}%` }} />
              </span>
            </span>
          );
        },
      }),
      col.display({
        id: 'sent',
        header: t('messages.sent'),
        cell: ({ row }) => (
          <span className="stack">
            <span className="nowrap">{formatDateTime(row.original.createdAt, lang)}</span>
            <span className="muted small" data-testid="sent-by">
              {row.original.sentBy}
            </span>
          </span>
        ),
      }),
    ];
  }, [t, lang]);

  return (
    <div className="messages-page" data-testid="messages-page">
      <PageHeader
        title={t('nav.messages')}
        subtitle={t('messages.subtitle')}
        actions={
          maySend && (
            <button
              type="button"
              className="btn btn--primary"
              onClick={() => setWriting(true)}
              data-testid="message-new"
            >
              <Icon name="plus" size={16} />
              {t('messages.new')}
            </button>
          )
        }
      />
      <DataTable
        testId="messages-table"
        columns={columns}
        rows={list.data?.list ?? null}
        rowId={(row) => row.id}
        loading={list.status === 'loading'}
        error={list.status === 'error' ? list.error : null}
        onRetry={list.reload}
        emptyTitle={t('messages.emptyTitle')}
        emptyText={t('messages.emptyText')}
        footer={
          list.data && (
            <Pager page={query.page} pageSize={PAGE_SIZE} total={list.data.total} onPage={setPage} />
          )
        }
      />
      {writing && (
        <MessageDialog
          onClose={() => setWriting(false)}
          onDone={(sent) => {
            setWriting(false);
            showToast(
              t('messages.sentToast', {
                count: sent.recipients,
                recipients: formatCount(sent.recipients, lang),
              }),
            );
            if (query.page === 1) setRound((n) => n + 1);
            else setPage(1);
          }}
        />
      )}
    </div>
  );
}
