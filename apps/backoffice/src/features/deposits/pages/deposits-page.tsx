import { DEPOSIT_STATES, type StaffDeposit } from '@tessera/contracts';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, ReasonDialog } from '../../../components/action-dialogs';
import { Badge } from '../../../components/badge';
import { BulkApproveBar, SelectBox, useSelection } from '../../../components/bulk-approve';
import { type Column, columnHelper, DataTable } from '../../../components/data-table';
import { DAY, DayRangeChip, dayRange } from '../../../components/day-range-chip';
import { FilterBar, PageHeader, Segmented } from '../../../components/page-header';
import { Pager } from '../../../components/pager';
import { showToast } from '../../../components/toast';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { useListQuery } from '../../../lib/hooks/use-list-query';
import { useRemote } from '../../../lib/hooks/use-remote';
import { fetchDeposits } from '../api/get-deposits';
import { postApproveDeposit } from '../api/post-approve-deposit';
import { postApproveDeposits } from '../api/post-approve-deposits';
import { postRejectDeposit } from '../api/post-reject-deposit';

const PAGE_SIZE = 20;
const SPEC = { filters: { state: DEPOSIT_STATES, from: DAY, to: DAY } };
const col = columnHelper<StaffDeposit>();

type Pending = { kind: 'approve' | 'reject'; deposit: StaffDeposit } | null;

/** The deposit queue: pending (oldest first) to approve or reject, and the decided ones by state. */
export function DepositsPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { query, key, setFilter, setFilters, setPage } = useListQuery(SPEC);
  const list = useRemote(
    (signal) =>
      fetchDeposits(
        {
          state: query.filters.state as StaffDeposit['state'],
          ...dayRange(query.filters),
          pageNo: query.page,
          pageSize: PAGE_SIZE,
        },
        signal,
      ),
    key,
  );
  const [pending, setPending] = useState<Pending>(null);
  // Bulk approval on the waiting view only: the selection is this view's, cleared when it changes.
  const bulkable = query.filters.state === 'PENDING';
  const selection = useSelection();
  const { clear: clearSelection } = selection;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the view (key) is the trigger.
  useEffect(() => clearSelection(), [key, clearSelection]);
  const pageIds = useMemo(() => list.data?.list.map((row) => row.id) ?? [], [list.data]);

  const columns = useMemo<Column<StaffDeposit>[]>(
    () => [
      ...(bulkable
        ? [
            col.display({
              id: 'select',
              header: () => (
                <SelectBox
                  label={t('bulk.selectPage')}
                  checked={pageIds.length > 0 && pageIds.every((id) => selection.selected.has(id))}
                  disabled={pageIds.length === 0}
                  onChange={(on) => selection.setAll(pageIds, on)}
                />
              ),
              cell: ({ row }) => (
                <SelectBox
                  label={t('bulk.selectRow', { member: row.original.username })}
                  checked={selection.selected.has(row.original.id)}
                  onChange={(on) => selection.toggle(row.original.id, on)}
                />
              ),
            }),
          ]
        : []),
      col.display({
        id: 'reference',
        header: t('deposits.reference'),
        cell: ({ row }) => <code>{row.original.reference}</code>,
      }),
      col.display({
        id: 'member',
        header: t('common.member'),
        cell: ({ row }) => (
          <span className="stack">
            <strong>{row.original.username}</strong>
            <span className="muted">#{row.original.memberId}</span>
          </span>
        ),
      }),
      col.display({
        id: 'channel',
        header: t('deposits.channel'),
        cell: ({ row }) => row.original.channelName,
      }),
      col.display({
        id: 'amount',
        header: t('common.amount'),
        cell: ({ row }) => (
          <span className="num">{formatMoney(row.original.amount, row.original.currency, lang)}</span>
        ),
      }),
      col.display({
        id: 'created',
        header: t('common.created'),
        cell: ({ row }) => formatDateTime(row.original.createdAt, lang),
      }),
      col.display({
        id: 'state',
        header: t('common.state'),
        cell: ({ row }) => (
          <span className="stack">
            <Badge value={row.original.state} label={t(`deposits.states.${row.original.state}`)} />
            {row.original.reason && <span className="muted clamp">{row.original.reason}</span>}
          </span>
        ),
      }),
      col.display({
        id: 'actions',
        header: '',
        cell: ({ row }) => {
          const deposit = row.original;
          const canApprove = deposit.state === 'PENDING' || deposit.state === 'EXPIRED';
          return (
            <div className="row-actions">
              {canApprove && (
                <button
                  type="button"
                  className="btn btn--small btn--primary"
                  onClick={() => setPending({ kind: 'approve', deposit })}
                  data-testid="approve"
                >
                  {t('common.approve')}
                </button>
              )}
              {deposit.state === 'PENDING' && (
                <button
                  type="button"
                  className="btn btn--small"
                  onClick={() => setPending({ kind: 'reject', deposit })}
                  data-testid="reject"
                >
                  {t('common.reject')}
                </button>
              )}
            </div>
          );
        },
      }),
    ],
    [t, lang, bulkable, pageIds, selection],
  );

  const money = (d: StaffDeposit) => formatMoney(d.amount, d.currency, lang);
  const done = (message: string) => {
    setPending(null);
    showToast(message);
    list.reload();
  };

  return (
    <>
      <PageHeader title={t('nav.deposits')} subtitle={t('deposits.subtitle')} />
      <FilterBar>
        <Segmented
          label={t('common.state')}
          value={query.filters.state}
          options={DEPOSIT_STATES.map((state) => ({ value: state, label: t(`deposits.states.${state}`) }))}
          onChange={(value) => setFilter('state', value)}
          testId="filter-state"
        />
        <DayRangeChip
          from={query.filters.from}
          to={query.filters.to}
          onClear={() => setFilters({ from: '', to: '' })}
        />
      </FilterBar>
      {bulkable && list.data && (
        <BulkApproveBar
          rows={list.data.list}
          idOf={(d) => d.id}
          describe={(d) => `${d.reference} · ${d.username} · ${money(d)}`}
          selected={selection.selected}
          onClear={selection.clear}
          approve={postApproveDeposits}
          onDone={list.reload}
        />
      )}
      <DataTable
        testId="deposits-table"
        columns={columns}
        rows={list.data?.list ?? null}
        rowId={(d) => d.id}
        loading={list.status === 'loading'}
        error={list.status === 'error' ? list.error : null}
        onRetry={list.reload}
        emptyTitle={t(query.filters.state === 'PENDING' ? 'deposits.emptyPending' : 'common.emptyTitle')}
        emptyText={query.filters.state === 'PENDING' ? undefined : t('common.emptyText')}
        footer={
          list.data && (
            <Pager page={query.page} pageSize={PAGE_SIZE} total={list.data.total} onPage={setPage} />
          )
        }
      />
      {pending?.kind === 'approve' && (
        <ConfirmDialog
          title={t('deposits.approveTitle')}
          submitLabel={t('common.approve')}
          onConfirm={() => postApproveDeposit(pending.deposit.id)}
          onDone={() => done(t('deposits.approved'))}
          onClose={() => setPending(null)}
        >
          <p>
            {t('deposits.approveText', {
              amount: money(pending.deposit),
              member: pending.deposit.username,
              reference: pending.deposit.reference,
            })}
          </p>
        </ConfirmDialog>
      )}
      {pending?.kind === 'reject' && (
        <ReasonDialog
          title={t('deposits.rejectTitle')}
          submitLabel={t('common.reject')}
          onConfirm={(reason) => postRejectDeposit(pending.deposit.id, reason)}
          onDone={() => done(t('deposits.rejected'))}
          onClose={() => setPending(null)}
        >
          <p>
            {t('deposits.rejectText', { amount: money(pending.deposit), member: pending.deposit.username })}
          </p>
        </ReasonDialog>
      )}
    </>
  );
}
