import {
  DEPOSIT_STATES,
  type listLotteryBetsStaff,
  type listRoundsStaff,
  type StaffDeposit,
  type StaffWithdrawal,
  type ValueOf,
  WITHDRAWAL_STATES,
} from '@tessera/contracts';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/badge';
import { type Column, columnHelper, DataTable } from '../../../components/data-table';
import { LoadMore } from '../../../components/more-pager';
import { FilterBar, Segmented } from '../../../components/page-header';
import { Pager } from '../../../components/pager';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { useKeysetList } from '../../../lib/hooks/use-keyset-list';
import { useListQuery } from '../../../lib/hooks/use-list-query';
import { useRemote } from '../../../lib/hooks/use-remote';
import { useBrand } from '../../brand/brand-store';
import { fetchDeposits } from '../../deposits/api/get-deposits';
import { fetchWithdrawals } from '../../withdrawals/api/get-withdrawals';
import { fetchMemberLotteryBets, fetchMemberRounds } from '../api/get-member-play';

type Round = ValueOf<typeof listRoundsStaff>['list'][number];
type Bet = ValueOf<typeof listLotteryBetsStaff>['list'][number];
const PAGE_SIZE = 20;

function useMoney() {
  const { i18n } = useTranslation();
  const brand = useBrand();
  const currency = brand?.currency ?? 'BDT';
  const scale = brand?.scale ?? 2;
  const lang = i18n.language;
  const money = useCallback(
    (value: number) => formatMoney(value, currency, lang, scale),
    [currency, lang, scale],
  );
  return { lang, money };
}

/** The member's net on a row: payout less stake, signed and coloured (the house's view is the opposite). */
function Net({ stake, payout, money }: { stake: number; payout: number; money: (v: number) => string }) {
  const net = Math.round((payout - stake) * 100) / 100;
  return (
    <span className={`num ${net < 0 ? 'num--debit' : net > 0 ? 'num--credit' : ''}`}>
      {net > 0 ? '+' : ''}
      {money(net)}
    </span>
  );
}

const roundCol = columnHelper<Round>();

/** The member's game rounds, newest first, "load more" by id. */
export function RoundsTab({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const { lang, money } = useMoney();
  const rounds = useKeysetList(
    (before, signal) => fetchMemberRounds(memberId, before, PAGE_SIZE, signal),
    (row) => row.id,
    `rounds:${memberId}`,
  );
  const columns = useMemo<Column<Round>[]>(
    () => [
      roundCol.display({
        id: 'at',
        header: t('members.play.opened'),
        cell: ({ row }) => formatDateTime(row.original.openedAt, lang),
      }),
      roundCol.display({
        id: 'game',
        header: t('members.play.game'),
        cell: ({ row }) => (
          <span className="stack">
            <span>{row.original.gameCode}</span>
            <span className="muted">
              {row.original.vendorCode} · <code>{row.original.roundId}</code>
            </span>
          </span>
        ),
      }),
      roundCol.display({
        id: 'stake',
        header: t('members.play.stake'),
        cell: ({ row }) => <span className="num">{money(row.original.stake)}</span>,
      }),
      roundCol.display({
        id: 'payout',
        header: t('members.play.payout'),
        cell: ({ row }) => <span className="num">{money(row.original.payout)}</span>,
      }),
      roundCol.display({
        id: 'net',
        header: t('members.play.net'),
        cell: ({ row }) => <Net stake={row.original.stake} payout={row.original.payout} money={money} />,
      }),
      roundCol.display({
        id: 'status',
        header: t('common.state'),
        cell: ({ row }) => (
          <Badge
            value={row.original.status}
            label={t(`members.play.roundStatus.${row.original.status}`)}
            tone={
              row.original.status === 'CLOSED' ? 'good' : row.original.status === 'OPEN' ? 'info' : 'neutral'
            }
          />
        ),
      }),
    ],
    [t, lang, money],
  );
  return (
    <DataTable
      testId="rounds-table"
      columns={columns}
      rows={rounds.rows}
      rowId={(row) => row.id}
      loading={rounds.loading}
      error={rounds.error}
      onRetry={rounds.rows === null ? rounds.reload : rounds.loadMore}
      emptyTitle={t('members.play.noRounds')}
      footer={<LoadMore hasMore={rounds.hasMore} loading={rounds.loadingMore} onMore={rounds.loadMore} />}
    />
  );
}

const betCol = columnHelper<Bet>();
const BET_TONES = {
  OPEN: 'info',
  WON: 'good',
  LOST: 'neutral',
  REFUNDED: 'wait',
  CANCELLED: 'neutral',
} as const;

/** The member's lottery bets, newest first, "load more" by id. */
export function LotteryBetsTab({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const { lang, money } = useMoney();
  const bets = useKeysetList(
    (before, signal) => fetchMemberLotteryBets(memberId, before, PAGE_SIZE, signal),
    (row) => row.id,
    `bets:${memberId}`,
  );
  const columns = useMemo<Column<Bet>[]>(
    () => [
      betCol.display({
        id: 'at',
        header: t('members.play.placed'),
        cell: ({ row }) => formatDateTime(row.original.placedAt, lang),
      }),
      betCol.display({
        id: 'game',
        header: t('members.play.game'),
        cell: ({ row }) => (
          <span className="stack">
            <span>{row.original.gameCode}</span>
            <span className="muted">{row.original.betType}</span>
          </span>
        ),
      }),
      betCol.display({
        id: 'stake',
        header: t('members.play.stake'),
        cell: ({ row }) => <span className="num">{money(row.original.stake)}</span>,
      }),
      betCol.display({
        id: 'payout',
        header: t('members.play.payout'),
        cell: ({ row }) => <span className="num">{money(row.original.payout)}</span>,
      }),
      betCol.display({
        id: 'status',
        header: t('common.state'),
        cell: ({ row }) => (
          <span className="stack">
            <Badge
              value={row.original.status}
              label={t(`members.play.betStatus.${row.original.status}`)}
              tone={BET_TONES[row.original.status]}
            />
            {row.original.settledAt && (
              <span className="muted">{formatDateTime(row.original.settledAt, lang)}</span>
            )}
          </span>
        ),
      }),
    ],
    [t, lang, money],
  );
  return (
    <DataTable
      testId="bets-table"
      columns={columns}
      rows={bets.rows}
      rowId={(row) => row.id}
      loading={bets.loading}
      error={bets.error}
      onRetry={bets.rows === null ? bets.reload : bets.loadMore}
      emptyTitle={t('members.play.noBets')}
      footer={<LoadMore hasMore={bets.hasMore} loading={bets.loadingMore} onMore={bets.loadMore} />}
    />
  );
}

const DEPOSIT_SPEC = { filters: { state: ['APPROVED', ...DEPOSIT_STATES.filter((s) => s !== 'APPROVED')] } };
const depositCol = columnHelper<StaffDeposit>();

/** The member's deposits by state, server-paged (state and page in the address). */
export function DepositsTab({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const { lang, money } = useMoney();
  const { query, key, setFilter, setPage } = useListQuery(DEPOSIT_SPEC);
  const list = useRemote(
    (signal) =>
      fetchDeposits(
        {
          memberId,
          state: query.filters.state as StaffDeposit['state'],
          pageNo: query.page,
          pageSize: PAGE_SIZE,
        },
        signal,
      ),
    `${memberId}:${key}`,
  );
  const columns = useMemo<Column<StaffDeposit>[]>(
    () => [
      depositCol.display({
        id: 'created',
        header: t('common.created'),
        cell: ({ row }) => formatDateTime(row.original.createdAt, lang),
      }),
      depositCol.display({
        id: 'reference',
        header: t('deposits.reference'),
        cell: ({ row }) => (
          <span className="stack">
            <code>{row.original.reference}</code>
            <span className="muted">{row.original.channelName}</span>
          </span>
        ),
      }),
      depositCol.display({
        id: 'amount',
        header: t('common.amount'),
        cell: ({ row }) => <span className="num">{money(row.original.amount)}</span>,
      }),
      depositCol.display({
        id: 'state',
        header: t('common.state'),
        cell: ({ row }) => (
          <span className="stack">
            <Badge value={row.original.state} label={t(`deposits.states.${row.original.state}`)} />
            {row.original.reason && <span className="muted clamp">{row.original.reason}</span>}
          </span>
        ),
      }),
    ],
    [t, lang, money],
  );
  return (
    <>
      <FilterBar>
        <Segmented
          label={t('common.state')}
          value={query.filters.state}
          options={DEPOSIT_SPEC.filters.state.map((s) => ({ value: s, label: t(`deposits.states.${s}`) }))}
          onChange={(value) => setFilter('state', value)}
          testId="filter-state"
        />
      </FilterBar>
      <DataTable
        testId="member-deposits-table"
        columns={columns}
        rows={list.data?.list ?? null}
        rowId={(d) => d.id}
        loading={list.status === 'loading'}
        error={list.status === 'error' ? list.error : null}
        onRetry={list.reload}
        emptyTitle={t('members.play.noDeposits')}
        footer={
          list.data && (
            <Pager page={query.page} pageSize={PAGE_SIZE} total={list.data.total} onPage={setPage} />
          )
        }
      />
    </>
  );
}

const WITHDRAWAL_SPEC = {
  filters: { state: ['DISBURSED', ...WITHDRAWAL_STATES.filter((s) => s !== 'DISBURSED')] },
};
const withdrawalCol = columnHelper<StaffWithdrawal>();

/** The member's withdrawals by state, server-paged (state and page in the address). */
export function WithdrawalsTab({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const { lang, money } = useMoney();
  const { query, key, setFilter, setPage } = useListQuery(WITHDRAWAL_SPEC);
  const list = useRemote(
    (signal) =>
      fetchWithdrawals(
        {
          memberId,
          state: query.filters.state as StaffWithdrawal['state'],
          pageNo: query.page,
          pageSize: PAGE_SIZE,
        },
        signal,
      ),
    `${memberId}:${key}`,
  );
  const columns = useMemo<Column<StaffWithdrawal>[]>(
    () => [
      withdrawalCol.display({
        id: 'created',
        header: t('common.created'),
        cell: ({ row }) => formatDateTime(row.original.createdAt, lang),
      }),
      withdrawalCol.display({
        id: 'card',
        header: t('withdrawals.card'),
        cell: ({ row }) => (
          <span className="stack">
            <span>{row.original.card.bankName}</span>
            <span className="muted">{row.original.card.cardNumber}</span>
          </span>
        ),
      }),
      withdrawalCol.display({
        id: 'amount',
        header: t('common.amount'),
        cell: ({ row }) => <span className="num">{money(row.original.amount)}</span>,
      }),
      withdrawalCol.display({
        id: 'state',
        header: t('common.state'),
        cell: ({ row }) => (
          <Badge value={row.original.state} label={t(`withdrawals.states.${row.original.state}`)} />
        ),
      }),
    ],
    [t, lang, money],
  );
  return (
    <>
      <FilterBar>
        <Segmented
          label={t('common.state')}
          value={query.filters.state}
          options={WITHDRAWAL_SPEC.filters.state.map((s) => ({
            value: s,
            label: t(`withdrawals.states.${s}`),
          }))}
          onChange={(value) => setFilter('state', value)}
          testId="filter-state"
        />
      </FilterBar>
      <DataTable
        testId="member-withdrawals-table"
        columns={columns}
        rows={list.data?.list ?? null}
        rowId={(w) => w.id}
        loading={list.status === 'loading'}
        error={list.status === 'error' ? list.error : null}
        onRetry={list.reload}
        emptyTitle={t('members.play.noWithdrawals')}
        footer={
          list.data && (
            <Pager page={query.page} pageSize={PAGE_SIZE} total={list.data.total} onPage={setPage} />
          )
        }
      />
    </>
  );
}
