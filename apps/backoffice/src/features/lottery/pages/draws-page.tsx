import { DRAW_STATUSES, type StaffDraw } from '@tessera/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/badge';
import { type Column, columnHelper, DataTable } from '../../../components/data-table';
import { FilterBar, PageHeader } from '../../../components/page-header';
import { Pager } from '../../../components/pager';
import { showToast } from '../../../components/toast';
import { formatCount, formatDateTime } from '../../../lib/format';
import { useListQuery } from '../../../lib/hooks/use-list-query';
import { useRemote } from '../../../lib/hooks/use-remote';
import { fetchDraws } from '../api/get-draws';
import { fetchLotteryGames } from '../api/get-games';
import { DrawActionDialog } from '../components/draw-action-dialog';
import { LotteryTabs } from '../components/lottery-tabs';
import { type DrawAction, drawActions } from '../draw-numbers';

const PAGE_SIZE = 20;
const SPEC = { filters: { gameCode: /^[A-Z0-9_]{2,32}$/u, status: ['', ...DRAW_STATUSES] } };
const col = columnHelper<StaffDraw>();

/** Lottery draws by game and state, with the result entry and its second-person confirmation. */
export function DrawsPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { query, key, setFilter, setPage } = useListQuery(SPEC);
  const games = useRemote((signal) => fetchLotteryGames(signal), `games:${lang}`);
  const names = useMemo(() => new Map((games.data ?? []).map((g) => [g.gameCode, g.name])), [games.data]);
  const list = useRemote(
    (signal) =>
      fetchDraws(
        {
          gameCode: query.filters.gameCode || undefined,
          status: (query.filters.status || undefined) as StaffDraw['status'] | undefined,
          pageNo: query.page,
          pageSize: PAGE_SIZE,
        },
        signal,
      ),
    key,
  );
  const [acting, setActing] = useState<{ draw: StaffDraw; action: DrawAction } | null>(null);

  const columns = useMemo<Column<StaffDraw>[]>(
    () => [
      col.display({
        id: 'game',
        header: t('lottery.game'),
        cell: ({ row }) => (
          <span className="stack">
            <strong>{names.get(row.original.gameCode) ?? row.original.gameCode}</strong>
            <span className="muted">{row.original.numero}</span>
          </span>
        ),
      }),
      col.display({
        id: 'drawsAt',
        header: t('lottery.drawsAt'),
        cell: ({ row }) => formatDateTime(row.original.drawsAt, lang),
      }),
      col.display({
        id: 'state',
        header: t('common.state'),
        cell: ({ row }) => (
          <Badge value={row.original.status} label={t(`lottery.states.${row.original.status}`)} />
        ),
      }),
      col.display({
        id: 'result',
        header: t('lottery.result'),
        cell: ({ row }) =>
          row.original.numbers ? (
            <span className="balls">{row.original.numbers.join(' ')}</span>
          ) : (
            <span className="muted">—</span>
          ),
      }),
      col.display({
        id: 'pending',
        header: t('lottery.waiting'),
        cell: ({ row }) => {
          const p = row.original.pending;
          if (!p) return <span className="muted">—</span>;
          return (
            <span className="stack">
              <Badge value="PENDING" label={t(`lottery.pendingKinds.${p.kind}`)} />
              <span className="muted">{t('lottery.enteredBy', { name: p.enteredBy })}</span>
            </span>
          );
        },
      }),
      col.display({
        id: 'bets',
        header: t('lottery.bets'),
        cell: ({ row }) => <span className="num">{formatCount(row.original.bets, lang)}</span>,
      }),
      col.display({
        id: 'actions',
        header: '',
        cell: ({ row }) => (
          <div className="row-actions">
            {drawActions(row.original).map((action) => (
              <button
                key={action}
                type="button"
                className={`btn btn--small${action === 'result' || action === 'confirm' ? ' btn--primary' : ''}`}
                onClick={() => setActing({ draw: row.original, action })}
                data-testid={`draw-${action}`}
              >
                {t(`lottery.actions.${action}`)}
              </button>
            ))}
          </div>
        ),
      }),
    ],
    [t, lang, names],
  );

  return (
    <>
      <PageHeader title={t('nav.lottery')} subtitle={t('lottery.subtitle')} />
      <LotteryTabs />
      <FilterBar>
        <label className="select">
          <span>{t('lottery.game')}</span>
          <select
            value={query.filters.gameCode}
            onChange={(e) => setFilter('gameCode', e.target.value)}
            data-testid="filter-game"
          >
            <option value="">{t('common.all')}</option>
            {(games.data ?? []).map((g) => (
              <option key={g.gameCode} value={g.gameCode}>
                {g.name}
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
            {DRAW_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`lottery.states.${s}`)}
              </option>
            ))}
          </select>
        </label>
      </FilterBar>
      <DataTable
        testId="draws-table"
        columns={columns}
        rows={list.data?.list ?? null}
        rowId={(row) => row.drawId}
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
      {acting && (
        <DrawActionDialog
          draw={acting.draw}
          action={acting.action}
          onClose={() => setActing(null)}
          onDone={(message) => {
            setActing(null);
            showToast(message);
            list.reload();
          }}
        />
      )}
    </>
  );
}
