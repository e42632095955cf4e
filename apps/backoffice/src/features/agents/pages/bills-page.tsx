import {
  BILL_STATES,
  CONTRACT_TYPES,
  type ContractType,
  holdBillStaff,
  type listBillsStaff,
  type ValueOf,
} from '@tessera/contracts';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { canUse } from '../../../app/access';
import { ReasonDialog } from '../../../components/action-dialogs';
import { Badge, type Tone } from '../../../components/badge';
import { type Column, columnHelper, DataTable } from '../../../components/data-table';
import { DAY, DayRangeChip, dayRange } from '../../../components/day-range-chip';
import { DateRangeFields, Field, SelectFilter } from '../../../components/field';
import { PageHeader } from '../../../components/page-header';
import { Pager } from '../../../components/pager';
import { showToast } from '../../../components/toast';
import { formatCount, formatDateTime, formatMoney } from '../../../lib/format';
import { useListQuery } from '../../../lib/hooks/use-list-query';
import { useRemote } from '../../../lib/hooks/use-remote';
import { useStore } from '../../../lib/store/store';
import { useBrand } from '../../brand/brand-store';
import { sessionStore } from '../../session/session-store';
import { fetchBills } from '../api/get-bills';
import { putBillHold } from '../api/put-bill-hold';
import { AgentsTabs } from '../components/agents-tabs';
import { BillParties } from '../components/bill-parties';
import { BrakeNoteLine } from '../components/brake-note';
import { formatRate } from '../contract-terms';
import { ACCOUNT } from './contracts-page';

type Bill = ValueOf<typeof listBillsStaff>['list'][number];

const PAGE_SIZE = 20;
const SPEC = {
  filters: {
    account: ACCOUNT,
    type: ['', ...CONTRACT_TYPES],
    state: ['', ...BILL_STATES],
    from: DAY,
    to: DAY,
  },
};
type Filter = keyof typeof SPEC.filters;
const col = columnHelper<Bill>();

/** Paid good, waiting for the payer's money, held bad, nothing due neutral; being paid a passing state. */
export const BILL_TONES: Record<Bill['state'], Tone> = {
  PENDING: 'info',
  PAID: 'good',
  INSUFFICIENT_BALANCE: 'wait',
  HELD: 'bad',
  NOTHING_DUE: 'neutral',
};

/** A bill not yet paid (waiting for the payer's money) may be held; a held one released. */
export const holdable = (bill: Pick<Bill, 'held' | 'state'>) =>
  !bill.held && bill.state !== 'PAID' && bill.state !== 'NOTHING_DUE';

/** Every settlement of every contract: its inputs, the tier it reached, what it paid; hold or release one. */
export function BillsPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const brand = useBrand();
  const money = (amount: number) => formatMoney(amount, brand?.currency ?? 'BDT', lang, brand?.scale ?? 2);
  const role = useStore(sessionStore)?.role;
  const mayHold = canUse(holdBillStaff, role);
  const { query, key, setFilter, setFilters, setPage } = useListQuery(SPEC);
  const f = query.filters;
  const [draft, setDraft] = useState({ account: f.account, from: f.from, to: f.to });
  useEffect(() => setDraft({ account: f.account, from: f.from, to: f.to }), [f.account, f.from, f.to]);
  const list = useRemote(
    (signal) =>
      fetchBills(
        {
          ...(f.account ? { account: f.account } : {}),
          ...(f.type ? { type: f.type as ContractType } : {}),
          ...(f.state ? { state: f.state as Bill['state'] } : {}),
          ...dayRange(f),
          pageNo: query.page,
          pageSize: PAGE_SIZE,
        },
        signal,
      ),
    key,
  );
  const [holding, setHolding] = useState<Bill | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: money follows the brand and language, already listed.
  const columns = useMemo<Column<Bill>[]>(
    () => [
      col.display({
        id: 'payee',
        header: t('agents.payee'),
        cell: ({ row }) => <BillParties bill={row.original} />,
      }),
      col.display({
        id: 'period',
        header: t('agents.period'),
        cell: ({ row }) => (
          <span className="stack small">
            <span>{t(`agents.types.${row.original.type}`)}</span>
            <span className="muted nowrap">{formatDateTime(row.original.periodStart, lang)} –</span>
            <span className="muted nowrap">{formatDateTime(row.original.periodEnd, lang)}</span>
          </span>
        ),
      }),
      col.display({
        id: 'validBet',
        header: t('agents.validBet'),
        cell: ({ row }) => <span className="num">{money(row.original.validBet)}</span>,
      }),
      col.display({
        id: 'netLoss',
        header: t('agents.netLoss'),
        cell: ({ row }) => <span className="num">{money(row.original.netLoss)}</span>,
      }),
      col.display({
        id: 'active',
        header: t('agents.activeMembers'),
        cell: ({ row }) => <span className="num">{formatCount(row.original.activeMembers, lang)}</span>,
      }),
      col.display({
        id: 'tier',
        header: t('agents.tierRate'),
        cell: ({ row }) =>
          row.original.tierIndex === null ? (
            <span className="muted">{t('agents.noTier')}</span>
          ) : (
            <span className="nowrap">
              {t('agents.tierN', { n: row.original.tierIndex + 1 })} · {formatRate(row.original.rateBp, lang)}
            </span>
          ),
      }),
      col.display({
        id: 'amount',
        header: t('common.amount'),
        cell: ({ row }) => <strong className="num">{money(row.original.amount)}</strong>,
      }),
      col.display({
        id: 'state',
        header: t('common.state'),
        cell: ({ row }) => {
          const b = row.original;
          return (
            <span className="stack">
              <span className="marks">
                <Badge value={b.state} label={t(`agents.billStates.${b.state}`)} tone={BILL_TONES[b.state]} />
                {b.held && b.state !== 'HELD' && (
                  <span className="mark mark--suspended" data-testid="mark-held">
                    {t('agents.held')}
                  </span>
                )}
              </span>
              <span className="muted nowrap">
                {b.paidAt
                  ? t('agents.paidAt', { time: formatDateTime(b.paidAt, lang) })
                  : t('agents.attempts', { count: b.attempts, n: formatCount(b.attempts, lang) })}
              </span>
              <BrakeNoteLine note={b.holdNote} kind={b.held ? 'held' : 'released'} />
            </span>
          );
        },
      }),
      col.display({
        id: 'actions',
        header: '',
        cell: ({ row }) => {
          const b = row.original;
          if (!mayHold || (!b.held && !holdable(b))) return null;
          return (
            <div className="row-actions">
              <button
                type="button"
                className={b.held ? 'btn btn--small' : 'btn btn--small btn--danger-outline'}
                onClick={() => setHolding(b)}
                data-testid={b.held ? 'release-bill' : 'hold-bill'}
              >
                {b.held ? t('agents.release') : t('agents.hold')}
              </button>
            </div>
          );
        },
      }),
    ],
    [t, lang, mayHold, brand],
  );

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilters({ account: draft.account.trim(), from: draft.from, to: draft.to });
  };
  const set = (name: 'account' | 'from' | 'to', value: string) => setDraft((d) => ({ ...d, [name]: value }));
  const filtered = (Object.keys(SPEC.filters) as Filter[]).some((name) => f[name]);

  return (
    <>
      <PageHeader title={t('nav.agents')} subtitle={t('agents.billsSubtitle')} />
      <AgentsTabs />
      <form
        className="filter-form agents-filter agents-filter--bills"
        onSubmit={apply}
        data-testid="bill-filters"
      >
        <Field label={t('agents.payee')} className="filter-form__field">
          {(id) => (
            <input
              id={id}
              name="account"
              type="search"
              autoComplete="off"
              maxLength={64}
              value={draft.account}
              onChange={(e) => set('account', e.target.value)}
              placeholder={t('agents.accountPlaceholder')}
            />
          )}
        </Field>
        <SelectFilter
          label={t('agents.type')}
          name="type"
          value={f.type}
          allLabel={t('common.all')}
          options={CONTRACT_TYPES.map((type) => ({ value: type, label: t(`agents.types.${type}`) }))}
          onChange={(value) => setFilter('type', value)}
          testId="filter-type"
        />
        <SelectFilter
          label={t('common.state')}
          name="state"
          value={f.state}
          allLabel={t('common.all')}
          options={BILL_STATES.map((state) => ({ value: state, label: t(`agents.billStates.${state}`) }))}
          onChange={(value) => setFilter('state', value)}
          testId="filter-state"
        />
        <DateRangeFields
          fromLabel={t('agents.from')}
          toLabel={t('agents.to')}
          from={draft.from}
          to={draft.to}
          onChange={set}
        />
        <div className="filter-form__buttons">
          <button type="submit" className="btn btn--primary" data-testid="bills-search">
            {t('agents.search')}
          </button>
          {filtered && (
            <Link className="btn btn--ghost" to="/agents/bills" data-testid="bills-clear">
              {t('agents.clear')}
            </Link>
          )}
        </div>
      </form>
      {(f.from || f.to) && (
        <div className="filter-bar">
          <DayRangeChip from={f.from} to={f.to} onClear={() => setFilters({ from: '', to: '' })} />
        </div>
      )}
      <DataTable
        testId="bills-table"
        columns={columns}
        rows={list.data?.list ?? null}
        rowId={(b) => b.id}
        loading={list.status === 'loading'}
        error={list.status === 'error' ? list.error : null}
        onRetry={list.reload}
        emptyTitle={filtered ? t('common.emptyTitle') : t('agents.noBills')}
        emptyText={filtered ? t('common.emptyText') : t('agents.noBillsText')}
        footer={
          list.data && (
            <Pager page={query.page} pageSize={PAGE_SIZE} total={list.data.total} onPage={setPage} />
          )
        }
      />
      {holding && (
        <ReasonDialog
          title={holding.held ? t('agents.releaseTitle') : t('agents.holdTitle')}
          submitLabel={holding.held ? t('agents.release') : t('agents.hold')}
          danger={!holding.held}
          testId="hold-dialog"
          onConfirm={(reason) => putBillHold(holding.id, !holding.held, reason)}
          onDone={() => {
            showToast(t(holding.held ? 'agents.released' : 'agents.heldToast', { account: holding.payee }));
            setHolding(null);
            list.reload();
          }}
          onClose={() => setHolding(null)}
        >
          <p>
            {t(holding.held ? 'agents.releaseText' : 'agents.holdText', {
              amount: money(holding.amount),
              account: holding.payee,
            })}
          </p>
        </ReasonDialog>
      )}
    </>
  );
}
