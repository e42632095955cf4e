import {
  closeFeedbackStaff,
  FEEDBACK_STATUSES,
  FEEDBACK_TYPES,
  replyFeedbackStaff,
  type StaffFeedback,
} from '@tessera/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { canUse } from '../../../app/access';
import { Badge } from '../../../components/badge';
import { type Column, columnHelper, DataTable } from '../../../components/data-table';
import { SelectFilter } from '../../../components/field';
import { FilterBar, PageHeader } from '../../../components/page-header';
import { Pager } from '../../../components/pager';
import { showToast } from '../../../components/toast';
import { formatDateTime } from '../../../lib/format';
import { useListQuery } from '../../../lib/hooks/use-list-query';
import { useRemote } from '../../../lib/hooks/use-remote';
import { useConsoleFacts } from '../../points/use-console-facts';
import { fetchFeedback } from '../api/feedback-calls';
import { type FeedbackAction, FeedbackDialog } from '../components/feedback-dialog';
import '../feedback.css';

const PAGE_SIZE = 20;
/** New first by default; `''` is every state. */
const SPEC = { filters: { status: [...FEEDBACK_STATUSES, ''], type: ['', ...FEEDBACK_TYPES] } };
const col = columnHelper<StaffFeedback>();
const TONE = { NEW: 'wait', REPLIED: 'good', CLOSED: 'neutral' } as const;

/**
 * `/feedback`: what members and visitors sent (decision 0052), by state and question type in the
 * address, newest first, a page at a time: the words as typed, the member linked or the visitor's
 * contact, how many images; open one to see its images and reply into the member's inbox, or close it.
 */
export function FeedbackPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { role } = useConsoleFacts();
  const mayReply = canUse(replyFeedbackStaff, role);
  const mayClose = canUse(closeFeedbackStaff, role);
  const { query, key, setFilter, setPage } = useListQuery(SPEC);
  const [round, setRound] = useState(0);
  const list = useRemote(
    (signal) =>
      fetchFeedback(
        {
          ...(query.filters.status ? { status: query.filters.status as StaffFeedback['status'] } : {}),
          ...(query.filters.type
            ? { questionType: query.filters.type as StaffFeedback['questionType'] }
            : {}),
          pageNo: query.page,
          pageSize: PAGE_SIZE,
        },
        signal,
      ),
    `${key}:${round}`,
  );
  const [open, setOpen] = useState<{ item: StaffFeedback; action: FeedbackAction } | null>(null);

  const columns = useMemo<Column<StaffFeedback>[]>(
    () => [
      col.display({
        id: 'content',
        header: t('feedback.content'),
        cell: ({ row }) => (
          <span className="stack">
            <strong>{t(`feedback.types.${row.original.questionType}`)}</strong>
            <span className="clamp feedback-text" data-testid="feedback-row-content">
              {row.original.content}
            </span>
            {row.original.images > 0 && (
              <span className="muted small">{t('feedback.images', { count: row.original.images })}</span>
            )}
          </span>
        ),
      }),
      col.display({
        id: 'from',
        header: t('feedback.from'),
        cell: ({ row }) => (
          <span className="stack">
            {row.original.memberId !== null ? (
              <Link
                className="link"
                to={`/members/${row.original.memberId}`}
                data-testid="feedback-row-member"
              >
                {row.original.username}
              </Link>
            ) : (
              <span>{t('feedback.visitor')}</span>
            )}
            <span className="muted small">{row.original.contact ?? ''}</span>
          </span>
        ),
      }),
      col.display({
        id: 'status',
        header: t('common.state'),
        cell: ({ row }) => (
          <Badge
            value={row.original.status}
            label={t(`feedback.statuses.${row.original.status}`)}
            tone={TONE[row.original.status]}
          />
        ),
      }),
      col.display({
        id: 'received',
        header: t('feedback.received'),
        cell: ({ row }) => <span className="nowrap">{formatDateTime(row.original.createdAt, lang)}</span>,
      }),
      col.display({
        id: 'actions',
        header: '',
        cell: ({ row }) => {
          const item = row.original;
          const fresh = item.status === 'NEW';
          return (
            <div className="row-actions">
              {fresh && mayReply && item.memberId !== null && (
                <button
                  type="button"
                  className="btn btn--primary btn--small"
                  onClick={() => setOpen({ item, action: 'reply' })}
                  data-testid="feedback-reply-open"
                >
                  {t('feedback.reply')}
                </button>
              )}
              {fresh && mayClose && (
                <button
                  type="button"
                  className="btn btn--small"
                  onClick={() => setOpen({ item, action: 'close' })}
                  data-testid="feedback-close-open"
                >
                  {t('feedback.close')}
                </button>
              )}
              {!fresh && (
                <button
                  type="button"
                  className="btn btn--ghost btn--small"
                  onClick={() => setOpen({ item, action: 'view' })}
                  data-testid="feedback-view-open"
                >
                  {t('feedback.view')}
                </button>
              )}
            </div>
          );
        },
      }),
    ],
    [t, lang, mayReply, mayClose],
  );

  return (
    <div className="feedback-page" data-testid="feedback-page">
      <PageHeader title={t('nav.feedback')} subtitle={t('feedback.subtitle')} />
      <FilterBar>
        <SelectFilter
          label={t('common.state')}
          name="status"
          value={query.filters.status}
          allLabel={t('common.all')}
          options={FEEDBACK_STATUSES.map((value) => ({ value, label: t(`feedback.statuses.${value}`) }))}
          onChange={(value) => setFilter('status', value)}
          testId="filter-status"
        />
        <SelectFilter
          label={t('feedback.type')}
          name="type"
          value={query.filters.type}
          allLabel={t('common.all')}
          options={FEEDBACK_TYPES.map((value) => ({ value, label: t(`feedback.types.${value}`) }))}
          onChange={(value) => setFilter('type', value)}
          testId="filter-type"
        />
      </FilterBar>
      <DataTable
        testId="feedback-table"
        columns={columns}
        rows={list.data?.list ?? null}
        rowId={(row) => row.id}
        loading={list.status === 'loading'}
        error={list.status === 'error' ? list.error : null}
        onRetry={list.reload}
        emptyTitle={t(query.filters.status === 'NEW' ? 'feedback.emptyNew' : 'common.emptyTitle')}
        emptyText={query.filters.status === 'NEW' ? undefined : t('common.emptyText')}
        footer={
          list.data && (
            <Pager page={query.page} pageSize={PAGE_SIZE} total={list.data.total} onPage={setPage} />
          )
        }
      />
      {open && (
        <FeedbackDialog
          item={open.item}
          action={open.action}
          onClose={() => setOpen(null)}
          onDone={(item) => {
            setOpen(null);
            showToast(t(item.status === 'REPLIED' ? 'feedback.repliedToast' : 'feedback.closedToast'));
            setRound((n) => n + 1);
          }}
        />
      )}
    </div>
  );
}
