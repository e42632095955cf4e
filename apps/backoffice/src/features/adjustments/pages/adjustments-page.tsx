import type { Adjustment } from '@tessera/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ConfirmDialog, ReasonDialog } from '../../../components/action-dialogs';
import { Badge } from '../../../components/badge';
import { type Column, columnHelper, DataTable } from '../../../components/data-table';
import { Icon } from '../../../components/icon';
import { FilterBar, PageHeader, Segmented } from '../../../components/page-header';
import { Pager } from '../../../components/pager';
import { showToast } from '../../../components/toast';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { useListQuery } from '../../../lib/hooks/use-list-query';
import { useRemote } from '../../../lib/hooks/use-remote';
import { useBrand } from '../../brand/brand-store';
import { fetchAdjustments } from '../api/get-adjustments';
import { postApproveAdjustment } from '../api/post-approve-adjustment';
import { postRejectAdjustment } from '../api/post-reject-adjustment';
import { NewAdjustmentDialog } from '../components/new-adjustment-dialog';

const PAGE_SIZE = 20;
const SPEC = { filters: { status: ['PENDING', '', 'POSTED', 'REJECTED'] } };
const col = columnHelper<Adjustment>();

type Pending = { kind: 'approve' | 'reject'; adjustment: Adjustment } | { kind: 'new' } | null;

/** Staff adjustments: the four-eyes queue (another person approves), the history, and a new one. */
export function AdjustmentsPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const brand = useBrand();
  const currency = brand?.currency ?? 'BDT';
  const { query, key, setFilter, setPage } = useListQuery(SPEC);
  const list = useRemote(
    (signal) =>
      fetchAdjustments(
        {
          status: (query.filters.status || undefined) as Adjustment['status'] | undefined,
          pageNo: query.page,
          pageSize: PAGE_SIZE,
        },
        signal,
      ),
    key,
  );
  const [pending, setPending] = useState<Pending>(null);
  // `?new=<member id>` (the member page's "adjustment" link) opens the form for that member.
  const [params, setParams] = useSearchParams();
  const forMember = /^[1-9]\d{0,9}$/u.test(params.get('new') ?? '') ? (params.get('new') as string) : null;
  const closeNew = () => {
    setPending(null);
    if (params.has('new'))
      setParams(
        (before) => {
          const next = new URLSearchParams(before);
          next.delete('new');
          return next;
        },
        { replace: true },
      );
  };
  const scale = brand?.scale ?? 2;
  const money = (value: number) => formatMoney(value, currency, lang, scale);

  const columns = useMemo<Column<Adjustment>[]>(
    () => [
      col.display({
        id: 'created',
        header: t('common.created'),
        cell: ({ row }) => formatDateTime(row.original.createdAt, lang),
      }),
      col.display({
        id: 'member',
        header: t('common.member'),
        cell: ({ row }) => <span>#{row.original.memberId}</span>,
      }),
      col.display({
        id: 'amount',
        header: t('common.amount'),
        cell: ({ row }) => (
          <span className={`num ${row.original.amount < 0 ? 'num--debit' : 'num--credit'}`}>
            {row.original.amount > 0 ? '+' : ''}
            {formatMoney(row.original.amount, currency, lang, scale)}
          </span>
        ),
      }),
      col.display({
        id: 'reason',
        header: t('common.reason'),
        cell: ({ row }) => <span className="clamp">{row.original.reason}</span>,
      }),
      col.display({
        id: 'people',
        header: t('adjustments.people'),
        cell: ({ row }) => (
          <span className="stack">
            <span>{row.original.requestedBy}</span>
            {row.original.decidedBy && <span className="muted">→ {row.original.decidedBy}</span>}
          </span>
        ),
      }),
      col.display({
        id: 'state',
        header: t('common.state'),
        cell: ({ row }) => (
          <Badge value={row.original.status} label={t(`adjustments.states.${row.original.status}`)} />
        ),
      }),
      col.display({
        id: 'actions',
        header: '',
        cell: ({ row }) =>
          row.original.status === 'PENDING' && (
            <div className="row-actions">
              <button
                type="button"
                className="btn btn--small btn--primary"
                onClick={() => setPending({ kind: 'approve', adjustment: row.original })}
                data-testid="approve"
              >
                {t('common.approve')}
              </button>
              <button
                type="button"
                className="btn btn--small"
                onClick={() => setPending({ kind: 'reject', adjustment: row.original })}
                data-testid="reject"
              >
                {t('common.reject')}
              </button>
            </div>
          ),
      }),
    ],
    [t, lang, currency, scale],
  );

  const done = (message: string) => {
    closeNew();
    showToast(message);
    list.reload();
  };
  const a = pending && pending.kind !== 'new' ? pending.adjustment : null;

  return (
    <>
      <PageHeader
        title={t('nav.adjustments')}
        subtitle={t('adjustments.subtitle')}
        actions={
          <button
            type="button"
            className="btn btn--primary"
            onClick={() => setPending({ kind: 'new' })}
            data-testid="new-adjustment-open"
          >
            <Icon name="plus" size={16} /> {t('adjustments.new')}
          </button>
        }
      />
      <FilterBar>
        <Segmented
          label={t('common.state')}
          value={query.filters.status}
          options={SPEC.filters.status.map((status) => ({
            value: status,
            label: status ? t(`adjustments.states.${status}`) : t('common.all'),
          }))}
          onChange={(value) => setFilter('status', value)}
          testId="filter-status"
        />
      </FilterBar>
      <DataTable
        testId="adjustments-table"
        columns={columns}
        rows={list.data?.list ?? null}
        rowId={(row) => row.id}
        loading={list.status === 'loading'}
        error={list.status === 'error' ? list.error : null}
        onRetry={list.reload}
        emptyTitle={t(query.filters.status === 'PENDING' ? 'adjustments.emptyPending' : 'common.emptyTitle')}
        emptyText={query.filters.status === 'PENDING' ? undefined : t('common.emptyText')}
        footer={
          list.data && (
            <Pager page={query.page} pageSize={PAGE_SIZE} total={list.data.total} onPage={setPage} />
          )
        }
      />
      {a && pending?.kind === 'approve' && (
        <ConfirmDialog
          title={t('adjustments.approveTitle')}
          submitLabel={t('common.approve')}
          onConfirm={() => postApproveAdjustment(a.id)}
          onDone={() => done(t('adjustments.approved'))}
          onClose={() => setPending(null)}
        >
          <p>
            {t('adjustments.approveText', { amount: money(a.amount), member: a.memberId, by: a.requestedBy })}
          </p>
        </ConfirmDialog>
      )}
      {a && pending?.kind === 'reject' && (
        <ReasonDialog
          title={t('adjustments.rejectTitle')}
          submitLabel={t('common.reject')}
          optional
          onConfirm={(note) => postRejectAdjustment(a.id, note)}
          onDone={() => done(t('adjustments.rejected'))}
          onClose={() => setPending(null)}
        >
          <p>
            {t('adjustments.approveText', { amount: money(a.amount), member: a.memberId, by: a.requestedBy })}
          </p>
        </ReasonDialog>
      )}
      {(pending?.kind === 'new' || forMember) && (
        <NewAdjustmentDialog
          scale={brand?.scale ?? 2}
          memberId={forMember ?? undefined}
          onClose={closeNew}
          onDone={(adjustment) =>
            done(
              adjustment.status === 'PENDING'
                ? t('adjustments.createdPending')
                : t('adjustments.createdPosted', {
                    balance: adjustment.balance === null ? '—' : money(adjustment.balance),
                  }),
            )
          }
        />
      )}
    </>
  );
}
