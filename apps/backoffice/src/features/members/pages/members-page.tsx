import type { StaffMemberRow } from '@tessera/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { type Column, columnHelper, DataTable } from '../../../components/data-table';
import { StepPager } from '../../../components/more-pager';
import { PageHeader } from '../../../components/page-header';
import { SearchBox } from '../../../components/search-box';
import { formatDateTime } from '../../../lib/format';
import { useListQuery } from '../../../lib/hooks/use-list-query';
import { useRemote } from '../../../lib/hooks/use-remote';
import { fetchMembers } from '../api/get-members';
import { MemberMarks, MemberStatus } from '../components/member-marks';
import { formatMobile } from '../member-labels';

const PAGE_SIZE = 20;
/** The search text is an open set (anything up to 100 characters); the page number besides it. */
const SPEC = { filters: { q: /^[^\n]{1,100}$/u } };
const col = columnHelper<StaffMemberRow>();

/** Members: one search box for id, username, mobile, e-mail, real name, IP or invitation code. */
export function MembersPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const navigate = useNavigate();
  const { query, key, setFilter, setPage } = useListQuery(SPEC);
  const list = useRemote(
    (signal) =>
      fetchMembers({ q: query.filters.q || undefined, pageNo: query.page, pageSize: PAGE_SIZE }, signal),
    key,
  );

  const columns = useMemo<Column<StaffMemberRow>[]>(
    () => [
      col.display({
        id: 'username',
        header: t('members.username'),
        cell: ({ row }) => (
          <span className="stack">
            <Link className="link" to={`/members/${row.original.id}`} data-testid="member-link">
              {row.original.username}
            </Link>
            <span className="muted">
              #{row.original.id}
              {row.original.payeeName ? ` · ${row.original.payeeName}` : ''}
            </span>
          </span>
        ),
      }),
      col.display({
        id: 'state',
        header: t('common.state'),
        cell: ({ row }) => (
          <span className="marks">
            <MemberStatus status={row.original.status} />
            <MemberMarks member={row.original} />
          </span>
        ),
      }),
      col.display({
        id: 'mobile',
        header: t('members.mobile'),
        cell: ({ row }) => formatMobile(row.original.mobile) ?? <span className="muted">—</span>,
      }),
      col.display({
        id: 'email',
        header: t('members.email'),
        cell: ({ row }) =>
          row.original.email ? (
            <span className="ellipsis">{row.original.email}</span>
          ) : (
            <span className="muted">—</span>
          ),
      }),
      col.display({
        id: 'registered',
        header: t('members.registered'),
        cell: ({ row }) => formatDateTime(row.original.createdAt, lang),
      }),
      col.display({
        id: 'lastLogin',
        header: t('members.lastLogin'),
        cell: ({ row }) =>
          row.original.lastLoginAt ? (
            <span className="stack">
              <span>{formatDateTime(row.original.lastLoginAt, lang)}</span>
              {row.original.lastLoginIp && <span className="muted mono">{row.original.lastLoginIp}</span>}
            </span>
          ) : (
            <span className="muted">{t('members.never')}</span>
          ),
      }),
    ],
    [t, lang],
  );

  return (
    <>
      <PageHeader title={t('nav.members')} subtitle={t('members.subtitle')} />
      <SearchBox
        value={query.filters.q}
        onSearch={(q) => setFilter('q', q)}
        label={t('members.searchLabel')}
        placeholder={t('members.searchPlaceholder')}
        submitLabel={t('members.search')}
        maxLength={100}
        testId="member-search"
        primary
      />
      <DataTable
        testId="members-table"
        columns={columns}
        rows={list.data?.list ?? null}
        rowId={(row) => String(row.id)}
        loading={list.status === 'loading'}
        error={list.status === 'error' ? list.error : null}
        onRetry={list.reload}
        onRowClick={(row) => navigate(`/members/${row.id}`)}
        emptyTitle={query.filters.q ? t('members.noMatch') : t('common.emptyTitle')}
        emptyText={query.filters.q ? t('members.noMatchText', { q: query.filters.q }) : undefined}
        footer={list.data && <StepPager page={query.page} hasMore={list.data.hasMore} onPage={setPage} />}
      />
    </>
  );
}
