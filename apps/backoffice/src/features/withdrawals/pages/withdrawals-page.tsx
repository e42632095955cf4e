import { type StaffWithdrawal, WITHDRAWAL_STATES } from '@tessera/contracts';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, ReasonDialog } from '../../../components/action-dialogs';
import { Badge } from '../../../components/badge';
import { BulkApproveBar, SelectBox, useSelection } from '../../../components/bulk-approve';
import { type Column, columnHelper, DataTable } from '../../../components/data-table';
import { DAY, DayRangeChip, dayRange } from '../../../components/day-range-chip';
import { FilterBar, PageHeader } from '../../../components/page-header';
import { Pager } from '../../../components/pager';
import { showToast } from '../../../components/toast';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { useListQuery } from '../../../lib/hooks/use-list-query';
import { useRemote } from '../../../lib/hooks/use-remote';
import { useBrand } from '../../brand/brand-store';
import { fetchWithdrawals } from '../api/get-withdrawals';
import { postApproveWithdrawal } from '../api/post-approve-withdrawal';
import { postApproveWithdrawals } from '../api/post-approve-withdrawals';
import { postDisburseWithdrawal } from '../api/post-disburse-withdrawal';
import { postRejectWithdrawal } from '../api/post-reject-withdrawal';
import { ProofsDialog } from '../components/proofs-dialog';

const PAGE_SIZE = 20;
const SPEC = { filters: { state: WITHDRAWAL_STATES, from: DAY, to: DAY } };
const col = columnHelper<StaffWithdrawal>();

type Pending = { kind: 'approve' | 'disburse' | 'reject' | 'proofs'; withdrawal: StaffWithdrawal } | null;

/** The withdrawal queue: review (approve or reject), pay (disburse), and the members' receipts. */
export function WithdrawalsPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const brand = useBrand();
  const currency = brand?.currency ?? 'BDT';
  const { query, key, setFilter, setFilters, setPage } = useListQuery(SPEC);
  const list = useRemote(
    (signal) =>
      fetchWithdrawals(
        {
          state: query.filters.state as StaffWithdrawal['state'],
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
  const bulkable = query.filters.state === 'PENDING_REVIEW';
  const selection = useSelection();
  const { clear: clearSelection } = selection;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the view (key) is the trigger.
  useEffect(() => clearSelection(), [key, clearSelection]);
  const pageIds = useMemo(() => list.data?.list.map((row) => row.id) ?? [], [list.data]);
  const scale = brand?.scale ?? 2;
  const money = (value: number) => formatMoney(value, currency, lang, scale);

  const columns = useMemo<Column<StaffWithdrawal>[]>(
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
        id: 'card',
        header: t('withdrawals.card'),
        cell: ({ row }) => (
          <span className="stack">
            <span>{row.original.card.bankName}</span>
            <span className="muted">
              {row.original.card.holderName} · {row.original.card.cardNumber}
            </span>
          </span>
        ),
      }),
      col.display({
        id: 'amount',
        header: t('common.amount'),
        cell: ({ row }) => (
          <span className="num">{formatMoney(row.original.amount, currency, lang, scale)}</span>
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
            <Badge value={row.original.state} label={t(`withdrawals.states.${row.original.state}`)} />
            {row.original.rejectReason && <span className="muted clamp">{row.original.rejectReason}</span>}
          </span>
        ),
      }),
      col.display({
        id: 'actions',
        header: '',
        cell: ({ row }) => {
          const w = row.original;
          const open = (kind: NonNullable<Pending>['kind']) => () => setPending({ kind, withdrawal: w });
          return (
            <div className="row-actions">
              {w.state === 'PENDING_REVIEW' && (
                <button
                  type="button"
                  className="btn btn--small btn--primary"
                  onClick={open('approve')}
                  data-testid="approve"
                >
                  {t('common.approve')}
                </button>
              )}
              {w.state === 'APPROVED' && (
                <button
                  type="button"
                  className="btn btn--small btn--primary"
                  onClick={open('disburse')}
                  data-testid="disburse"
                >
                  {t('withdrawals.disburse')}
                </button>
              )}
              {(w.state === 'PENDING_REVIEW' || w.state === 'APPROVED') && (
                <button
                  type="button"
                  className="btn btn--small"
                  onClick={open('reject')}
                  data-testid="reject"
                >
                  {t('common.reject')}
                </button>
              )}
              {w.receipt && (
                <button
                  type="button"
                  className="btn btn--small"
                  onClick={open('proofs')}
                  data-testid="receipt"
                >
                  {w.receipt.proofCount > 0
                    ? t('withdrawals.proofs', { count: w.receipt.proofCount })
                    : t('withdrawals.receipt')}
                </button>
              )}
            </div>
          );
        },
      }),
    ],
    [t, lang, currency, scale, bulkable, pageIds, selection],
  );

  const done = (message: string) => {
    setPending(null);
    showToast(message);
    list.reload();
  };
  const w = pending?.withdrawal;

  return (
    <>
      <PageHeader title={t('nav.withdrawals')} subtitle={t('withdrawals.subtitle')} />
      <FilterBar>
        <label className="select">
          <span>{t('common.state')}</span>
          <select
            value={query.filters.state}
            onChange={(e) => setFilter('state', e.target.value)}
            data-testid="filter-state"
          >
            {WITHDRAWAL_STATES.map((state) => (
              <option key={state} value={state}>
                {t(`withdrawals.states.${state}`)}
              </option>
            ))}
          </select>
        </label>
        <DayRangeChip
          from={query.filters.from}
          to={query.filters.to}
          onClear={() => setFilters({ from: '', to: '' })}
        />
      </FilterBar>
      {bulkable && list.data && (
        <BulkApproveBar
          rows={list.data.list}
          idOf={(row) => row.id}
          describe={(row) => `${row.username} · ${money(row.amount)} · ${row.card.bankName}`}
          selected={selection.selected}
          onClear={selection.clear}
          approve={postApproveWithdrawals}
          onDone={list.reload}
        />
      )}
      <DataTable
        testId="withdrawals-table"
        columns={columns}
        rows={list.data?.list ?? null}
        rowId={(row) => row.id}
        loading={list.status === 'loading'}
        error={list.status === 'error' ? list.error : null}
        onRetry={list.reload}
        emptyTitle={t(
          query.filters.state === 'PENDING_REVIEW' ? 'withdrawals.emptyReview' : 'common.emptyTitle',
        )}
        emptyText={query.filters.state === 'PENDING_REVIEW' ? undefined : t('common.emptyText')}
        footer={
          list.data && (
            <Pager page={query.page} pageSize={PAGE_SIZE} total={list.data.total} onPage={setPage} />
          )
        }
      />
      {w && (pending?.kind === 'approve' || pending?.kind === 'disburse') && (
        <ConfirmDialog
          title={t(`withdrawals.${pending.kind}Title`)}
          submitLabel={t(pending.kind === 'approve' ? 'common.approve' : 'withdrawals.disburse')}
          onConfirm={() =>
            pending.kind === 'approve' ? postApproveWithdrawal(w.id) : postDisburseWithdrawal(w.id)
          }
          onDone={() => done(t(`withdrawals.${pending.kind}d`))}
          onClose={() => setPending(null)}
        >
          <p>
            {t(`withdrawals.${pending.kind}Text`, {
              amount: money(w.amount),
              member: w.username,
              card: `${w.card.bankName} ${w.card.cardNumber}`,
            })}
          </p>
        </ConfirmDialog>
      )}
      {w && pending?.kind === 'reject' && (
        <ReasonDialog
          title={t('withdrawals.rejectTitle')}
          submitLabel={t('common.reject')}
          onConfirm={(reason) => postRejectWithdrawal(w.id, reason)}
          onDone={() => done(t('withdrawals.rejected'))}
          onClose={() => setPending(null)}
        >
          <p>{t('withdrawals.rejectText', { amount: money(w.amount), member: w.username })}</p>
        </ReasonDialog>
      )}
      {w && pending?.kind === 'proofs' && (
        <ProofsDialog withdrawal={w} currency={currency} onClose={() => setPending(null)} />
      )}
    </>
  );
}
