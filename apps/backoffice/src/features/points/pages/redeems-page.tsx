import { approveRedeem, type RedeemStatus, type StaffRedeem } from '@tessera/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { canUse } from '../../../app/access';
import { ReasonDialog } from '../../../components/action-dialogs';
import { Badge, type Tone } from '../../../components/badge';
import { type Column, columnHelper, DataTable } from '../../../components/data-table';
import { FilterBar, PageHeader, Segmented } from '../../../components/page-header';
import { Pager } from '../../../components/pager';
import { SearchBox } from '../../../components/search-box';
import { showToast } from '../../../components/toast';
import { formatCount, formatDateTime, formatMoney } from '../../../lib/format';
import { useListQuery } from '../../../lib/hooks/use-list-query';
import { useRemote } from '../../../lib/hooks/use-remote';
import { fetchRedeems } from '../api/get-redeems';
import { postRejectRedeem } from '../api/post-reject-redeem';
import { ApproveRedeemDialog, RedeemFacts } from '../components/approve-redeem-dialog';
import { PointsTabs } from '../components/points-tabs';
import { CountCell, RowActions } from '../components/row-actions';
import { useConsoleFacts } from '../use-console-facts';

const PAGE_SIZE = 20;
/** In process first (the default view); `''` is every status. */
const STATUS_VIEWS = ['IN_PROCESS', 'APPROVED', 'REJECTED', ''] as const;
const SPEC = { filters: { status: STATUS_VIEWS, q: /^[^\n]{1,64}$/u } };
const col = columnHelper<StaffRedeem>();

export const REDEEM_TONES: Record<RedeemStatus, Tone> = {
  IN_PROCESS: 'wait',
  APPROVED: 'good',
  REJECTED: 'bad',
};

type Pending = { kind: 'approve' | 'reject'; redeem: StaffRedeem } | null;

/**
 * `/points/redeems`: members' redeem requests, those in process first (oldest first), by status
 * and member. Finance approves one with the account paid and the amount, or rejects it with a
 * reason (its points go back to the member and its pieces to the stock); other roles read.
 */
export function RedeemsPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { currency, scale, role } = useConsoleFacts();
  const mayDecide = canUse(approveRedeem, role);
  const { query, key, setFilter, setPage } = useListQuery(SPEC);
  const status = query.filters.status as (typeof STATUS_VIEWS)[number];
  const list = useRemote(
    (signal) =>
      fetchRedeems(
        {
          status: status || undefined,
          q: query.filters.q || undefined,
          pageNo: query.page,
          pageSize: PAGE_SIZE,
        },
        signal,
      ),
    key,
  );
  const [pending, setPending] = useState<Pending>(null);
  const queue = status === 'IN_PROCESS';

  const columns = useMemo<Column<StaffRedeem>[]>(() => {
    const count = (value: number) => formatCount(value, lang);
    return [
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
        id: 'item',
        header: t('points.redeems.item'),
        cell: ({ row }) => (
          <span className="stack">
            <strong>
              {t('points.redeems.itemTimes', {
                name: row.original.itemName,
                quantity: count(row.original.quantity),
              })}
            </strong>
            <span className="muted">#{row.original.id}</span>
          </span>
        ),
      }),
      col.display({
        id: 'points',
        header: t('points.redeems.points'),
        cell: ({ row }) => <CountCell testId="redeem-points">{count(row.original.points)}</CountCell>,
      }),
      col.display({
        id: 'delivery',
        header: t('points.redeems.delivery'),
        cell: ({ row }) => (
          <span className="stack">
            <span>
              {row.original.receiverName} · <span className="mono">{row.original.mobile}</span>
            </span>
            <span className="muted clamp">{row.original.address}</span>
          </span>
        ),
      }),
      col.display({
        id: 'requested',
        header: t('points.redeems.requestedAt'),
        cell: ({ row }) => formatDateTime(row.original.createdAt, lang),
      }),
      ...(queue
        ? []
        : [
            col.display({
              id: 'status',
              header: t('common.state'),
              cell: ({ row }) => (
                <Badge
                  value={row.original.status}
                  label={t(`points.redeems.statuses.${row.original.status}`)}
                  tone={REDEEM_TONES[row.original.status]}
                />
              ),
            }),
            col.display({
              id: 'decision',
              header: t('points.redeems.decision'),
              cell: ({ row }) => {
                const r = row.original;
                if (r.status === 'IN_PROCESS') return <span className="muted">—</span>;
                return (
                  <span className="stack small" data-testid="decision">
                    {r.status === 'APPROVED' ? (
                      <span>
                        <span className="mono">{r.paidAccount}</span>
                        {r.paidAmount !== null && (
                          <>
                            {' · '}
                            <span className="num">{formatMoney(r.paidAmount, currency, lang, scale)}</span>
                          </>
                        )}
                      </span>
                    ) : (
                      <span className="clamp">{r.reason}</span>
                    )}
                    <span className="muted">
                      {t('points.redeems.decidedBy', {
                        staff: r.decidedBy ?? '—',
                        at: formatDateTime(r.decidedAt, lang),
                      })}
                    </span>
                  </span>
                );
              },
            }),
          ]),
      ...(mayDecide
        ? [
            col.display({
              id: 'actions',
              header: '',
              cell: ({ row }) =>
                row.original.status === 'IN_PROCESS' ? (
                  <RowActions
                    actions={[
                      {
                        label: t('common.approve'),
                        onClick: () => setPending({ kind: 'approve', redeem: row.original }),
                        testId: 'approve',
                        primary: true,
                      },
                      {
                        label: t('common.reject'),
                        onClick: () => setPending({ kind: 'reject', redeem: row.original }),
                        testId: 'reject',
                      },
                    ]}
                  />
                ) : null,
            }),
          ]
        : []),
    ];
  }, [t, lang, queue, mayDecide, currency, scale]);

  const done = (message: string) => {
    setPending(null);
    showToast(message);
    list.reload();
  };
  const searched = query.filters.q;

  return (
    <div className="points-page" data-testid="points-redeems-page">
      <PageHeader title={t('nav.points')} subtitle={t('points.redeems.subtitle')} />
      <PointsTabs />
      <FilterBar>
        <Segmented
          label={t('common.state')}
          value={status}
          options={STATUS_VIEWS.map((value) => ({
            value,
            label: value ? t(`points.redeems.statuses.${value}`) : t('common.all'),
          }))}
          onChange={(value) => setFilter('status', value)}
          testId="redeem-status"
        />
        <SearchBox
          value={query.filters.q}
          onSearch={(q) => setFilter('q', q)}
          label={t('points.redeems.searchLabel')}
          placeholder={t('points.redeems.searchPlaceholder')}
          submitLabel={t('points.redeems.search')}
          maxLength={64}
          testId="redeem-search"
          className="points-search"
        />
      </FilterBar>
      {!mayDecide && <p className="form-note">{t('points.redeems.readOnly')}</p>}
      <DataTable
        testId="redeems-table"
        columns={columns}
        rows={list.data?.list ?? null}
        rowId={(row) => row.id}
        loading={list.status === 'loading'}
        error={list.status === 'error' ? list.error : null}
        onRetry={list.reload}
        emptyTitle={
          searched
            ? t('points.redeems.noMatch')
            : queue
              ? t('points.redeems.emptyQueue')
              : t('common.emptyTitle')
        }
        emptyText={
          searched
            ? t('points.redeems.noMatchText', { q: searched })
            : queue
              ? t('points.redeems.emptyQueueText')
              : t('common.emptyText')
        }
        footer={
          list.data && (
            <Pager page={query.page} pageSize={PAGE_SIZE} total={list.data.total} onPage={setPage} />
          )
        }
      />
      {pending?.kind === 'approve' && (
        <ApproveRedeemDialog
          redeem={pending.redeem}
          currency={currency}
          scale={scale}
          onClose={() => setPending(null)}
          onDone={(decided) => done(t('points.redeems.approved', { member: decided.username }))}
        />
      )}
      {pending?.kind === 'reject' && (
        <ReasonDialog
          title={t('points.redeems.rejectTitle', { id: pending.redeem.id })}
          submitLabel={t('common.reject')}
          minLength={2}
          maxLength={200}
          testId="reject-dialog"
          onConfirm={(reason) => postRejectRedeem(pending.redeem.id, reason)}
          onDone={() => done(t('points.redeems.rejected', { member: pending.redeem.username }))}
          onClose={() => setPending(null)}
        >
          <RedeemFacts redeem={pending.redeem} />
          <p className="form-note">
            {t('points.redeems.rejectNote', {
              points: formatCount(pending.redeem.points, lang),
              member: pending.redeem.username,
              quantity: formatCount(pending.redeem.quantity, lang),
            })}
          </p>
        </ReasonDialog>
      )}
    </div>
  );
}
