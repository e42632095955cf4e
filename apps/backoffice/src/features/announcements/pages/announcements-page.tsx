import { ANNOUNCEMENT_STATUSES, CONTENT_TYPES, type StaffAnnouncement } from '@tessera/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/action-dialogs';
import { Badge } from '../../../components/badge';
import { type Column, columnHelper, DataTable } from '../../../components/data-table';
import { Icon } from '../../../components/icon';
import { FilterBar, PageHeader } from '../../../components/page-header';
import { Pager } from '../../../components/pager';
import { showToast } from '../../../components/toast';
import { formatDateTime } from '../../../lib/format';
import { useListQuery } from '../../../lib/hooks/use-list-query';
import { useRemote } from '../../../lib/hooks/use-remote';
import { deleteAnnouncement } from '../api/delete-announcement';
import { fetchAnnouncements } from '../api/get-announcements';

const PAGE_SIZE = 20;
const SPEC = { filters: { type: ['', ...CONTENT_TYPES], status: ['', ...ANNOUNCEMENT_STATUSES] } };
const col = columnHelper<StaffAnnouncement>();

/** The title in the console's language, else the first one written. */
export function titleOf(item: StaffAnnouncement, language: string): string {
  const titles = item.title as Record<string, string | undefined>;
  return titles[language] || Object.values(titles).find(Boolean) || '—';
}

/** Banners, notices, popups, promotions and headlines: list by type and status, edit, delete. */
export function AnnouncementsPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { query, key, setFilter, setPage } = useListQuery(SPEC);
  const list = useRemote(
    (signal) =>
      fetchAnnouncements(
        {
          contentType: (query.filters.type || undefined) as StaffAnnouncement['contentType'] | undefined,
          status: (query.filters.status || undefined) as StaffAnnouncement['status'] | undefined,
          pageNo: query.page,
          pageSize: PAGE_SIZE,
        },
        signal,
      ),
    key,
  );
  const [deleting, setDeleting] = useState<StaffAnnouncement | null>(null);

  const columns = useMemo<Column<StaffAnnouncement>[]>(
    () => [
      col.display({
        id: 'title',
        header: t('announcements.titleField'),
        cell: ({ row }) => (
          <span className="stack">
            <Link
              to={`/announcements/${row.original.id}`}
              state={row.original}
              className="link"
              data-testid="edit"
            >
              {titleOf(row.original, lang)}
            </Link>
            <span className="muted">
              #{row.original.id}
              {row.original.groupName ? ` · ${row.original.groupName}` : ''}
            </span>
          </span>
        ),
      }),
      col.display({
        id: 'type',
        header: t('announcements.type'),
        cell: ({ row }) => t(`announcements.types.${row.original.contentType}`),
      }),
      col.display({
        id: 'window',
        header: t('announcements.window'),
        cell: ({ row }) => (
          <span className="stack small">
            <span>{formatDateTime(row.original.startsAt, lang)}</span>
            <span className="muted">{formatDateTime(row.original.endsAt, lang)}</span>
          </span>
        ),
      }),
      col.display({
        id: 'sort',
        header: t('announcements.sort'),
        cell: ({ row }) => <span className="num">{row.original.sort}</span>,
      }),
      col.display({
        id: 'state',
        header: t('common.state'),
        cell: ({ row }) => (
          <Badge value={row.original.status} label={t(`announcements.states.${row.original.status}`)} />
        ),
      }),
      col.display({
        id: 'updated',
        header: t('announcements.updated'),
        cell: ({ row }) => formatDateTime(row.original.updatedAt, lang),
      }),
      col.display({
        id: 'actions',
        header: '',
        cell: ({ row }) => (
          <div className="row-actions">
            <Link className="btn btn--small" to={`/announcements/${row.original.id}`} state={row.original}>
              {t('common.edit')}
            </Link>
            <button
              type="button"
              className="btn btn--small"
              onClick={() => setDeleting(row.original)}
              data-testid="delete"
            >
              {t('common.delete')}
            </button>
          </div>
        ),
      }),
    ],
    [t, lang],
  );

  return (
    <>
      <PageHeader
        title={t('nav.announcements')}
        subtitle={t('announcements.subtitle')}
        actions={
          <Link className="btn btn--primary" to="/announcements/new" data-testid="new-announcement">
            <Icon name="plus" size={16} /> {t('announcements.new')}
          </Link>
        }
      />
      <FilterBar>
        <label className="select">
          <span>{t('announcements.type')}</span>
          <select
            value={query.filters.type}
            onChange={(e) => setFilter('type', e.target.value)}
            data-testid="filter-type"
          >
            <option value="">{t('common.all')}</option>
            {CONTENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`announcements.types.${type}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="select">
          <span>{t('common.state')}</span>
          <select
            value={query.filters.status}
            onChange={(e) => setFilter('status', e.target.value)}
            data-testid="filter-status"
          >
            <option value="">{t('common.all')}</option>
            {ANNOUNCEMENT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`announcements.states.${s}`)}
              </option>
            ))}
          </select>
        </label>
      </FilterBar>
      <DataTable
        testId="announcements-table"
        columns={columns}
        rows={list.data?.list ?? null}
        rowId={(row) => String(row.id)}
        loading={list.status === 'loading'}
        error={list.status === 'error' ? list.error : null}
        onRetry={list.reload}
        emptyTitle={t('common.emptyTitle')}
        emptyText={t('common.emptyText')}
        footer={
          list.data && (
            <Pager page={query.page} pageSize={PAGE_SIZE} total={list.data.total} onPage={setPage} />
          )
        }
      />
      {deleting && (
        <ConfirmDialog
          title={t('announcements.deleteTitle')}
          submitLabel={t('common.delete')}
          danger
          onConfirm={() => deleteAnnouncement(deleting.id)}
          onDone={() => {
            setDeleting(null);
            showToast(t('announcements.deleted'));
            list.reload();
          }}
          onClose={() => setDeleting(null)}
        >
          <p>{t('announcements.deleteText', { title: titleOf(deleting, lang) })}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
