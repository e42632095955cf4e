import { type Application, approveApplication } from '@tessera/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { canUse } from '../../../app/access';
import { Badge } from '../../../components/badge';
import { type Column, columnHelper, DataTable } from '../../../components/data-table';
import { FilterBar, PageHeader, Segmented } from '../../../components/page-header';
import { Pager } from '../../../components/pager';
import { showToast } from '../../../components/toast';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { useListQuery } from '../../../lib/hooks/use-list-query';
import { useRemote } from '../../../lib/hooks/use-remote';
import { useStore } from '../../../lib/store/store';
import { useBrand } from '../../brand/brand-store';
import { sessionStore } from '../../session/session-store';
import { fetchApplications } from '../api/get-applications';
import { fetchPromotions } from '../api/get-promotions';
import { APPLICATION_TONES, ApplicationDialog } from '../components/application-dialog';
import { promotionTitle } from './promotions-page';

const PAGE_SIZE = 20;
const SPEC = { filters: { state: ['APPLYING', 'DECIDED'], promotion: /^[1-9]\d{0,17}$/u } };
const col = columnHelper<Application>();

/**
 * Applications to applied promotions: the queue, oldest first, and the decided ones; by
 * promotion. A row opens the application with its proofs, approved or rejected there.
 */
export function ApplicationsPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const role = useStore(sessionStore)?.role;
  const brand = useBrand();
  const mayDecide = canUse(approveApplication, role);
  const { query, key, setFilter, setPage } = useListQuery(SPEC);
  const queue = query.filters.state === 'APPLYING';
  const list = useRemote(
    (signal) =>
      fetchApplications(
        {
          state: query.filters.state as 'APPLYING' | 'DECIDED',
          promotionId: query.filters.promotion || undefined,
          pageNo: query.page,
          pageSize: PAGE_SIZE,
        },
        signal,
      ),
    key,
  );
  const applied = useRemote((signal) => fetchPromotions({ type: 'APPLIED' }, signal), 'applied');
  const [open, setOpen] = useState<Application | null>(null);

  const columns = useMemo<Column<Application>[]>(() => {
    const money = (value: number | null) =>
      value === null ? '—' : formatMoney(value, brand?.currency ?? 'BDT', lang, brand?.scale ?? 2);
    return [
      col.display({
        id: 'promotion',
        header: t('applications.promotion'),
        cell: ({ row }) => (
          <span className="stack">
            <button
              type="button"
              className="link link--button"
              onClick={() => setOpen(row.original)}
              data-testid="open"
            >
              {row.original.promotionTitle}
            </button>
            <span className="muted">#{row.original.entryId}</span>
          </span>
        ),
      }),
      col.display({
        id: 'member',
        header: t('common.member'),
        cell: ({ row }) => (
          <span className="stack">
            <Link className="link" to={`/members/${row.original.memberId}`} data-testid="member">
              {row.original.username}
            </Link>
            <span className="muted">#{row.original.memberId}</span>
          </span>
        ),
      }),
      col.display({
        id: 'remark',
        header: t('applications.remark'),
        cell: ({ row }) => <span className="clamp">{row.original.remark || '—'}</span>,
      }),
      col.display({
        id: 'proofs',
        header: t('applications.proofs'),
        cell: ({ row }) => <span className="num">{row.original.proofCount}</span>,
      }),
      col.display({
        id: 'applied',
        header: t('applications.appliedAt'),
        cell: ({ row }) => formatDateTime(row.original.appliedAt, lang),
      }),
      ...(queue
        ? []
        : [
            col.display({
              id: 'state',
              header: t('common.state'),
              cell: ({ row }) => (
                <Badge
                  value={row.original.state}
                  label={t(`applications.states.${row.original.state}`)}
                  tone={APPLICATION_TONES[row.original.state]}
                />
              ),
            }),
            col.display({
              id: 'amount',
              header: t('common.amount'),
              cell: ({ row }) => <span className="num">{money(row.original.amount)}</span>,
            }),
            col.display({
              id: 'decided',
              header: t('applications.decidedAt'),
              cell: ({ row }) => (
                <span className="stack small">
                  <span>{formatDateTime(row.original.decidedAt, lang)}</span>
                  {row.original.reason && <span className="muted clamp">{row.original.reason}</span>}
                </span>
              ),
            }),
          ]),
    ];
  }, [t, lang, queue, brand]);

  return (
    <>
      <PageHeader title={t('nav.applications')} subtitle={t('applications.subtitle')} />
      <FilterBar>
        <Segmented
          label={t('applications.tabs')}
          value={query.filters.state as 'APPLYING' | 'DECIDED'}
          options={[
            { value: 'APPLYING', label: t('applications.queue') },
            { value: 'DECIDED', label: t('applications.decided') },
          ]}
          onChange={(value) => setFilter('state', value)}
          testId="application-tabs"
        />
        <label className="select">
          <span>{t('applications.promotion')}</span>
          <select
            value={query.filters.promotion}
            onChange={(e) => setFilter('promotion', e.target.value)}
            data-testid="filter-promotion"
          >
            <option value="">{t('common.all')}</option>
            {query.filters.promotion && !applied.data?.list.some((p) => p.id === query.filters.promotion) && (
              <option value={query.filters.promotion}>#{query.filters.promotion}</option>
            )}
            {applied.data?.list.map((p) => (
              <option key={p.id} value={p.id}>
                {promotionTitle(p, lang)}
              </option>
            ))}
          </select>
        </label>
      </FilterBar>
      <DataTable
        testId="applications-table"
        columns={columns}
        rows={list.data?.list ?? null}
        rowId={(row) => row.entryId}
        loading={list.status === 'loading'}
        error={list.status === 'error' ? list.error : null}
        onRetry={list.reload}
        onRowClick={setOpen}
        emptyTitle={queue ? t('applications.emptyQueue') : t('common.emptyTitle')}
        emptyText={queue ? t('applications.emptyQueueText') : t('common.emptyText')}
        footer={
          list.data && (
            <Pager page={query.page} pageSize={PAGE_SIZE} total={list.data.total} onPage={setPage} />
          )
        }
      />
      {open && (
        <ApplicationDialog
          application={open}
          mayDecide={mayDecide}
          currency={brand?.currency ?? 'BDT'}
          scale={brand?.scale ?? 2}
          onDecided={(decided) => {
            setOpen(null);
            showToast(
              t(decided.state === 'REJECTED' ? 'applications.rejected' : 'applications.approved', {
                member: decided.username,
              }),
            );
            list.reload();
          }}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
}
