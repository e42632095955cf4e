import type { StaffStanding } from '@tessera/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Badge } from '../../../components/badge';
import { type Column, columnHelper, DataTable } from '../../../components/data-table';
import { ErrorPanel } from '../../../components/list-state';
import { PageHeader } from '../../../components/page-header';
import { formatCount, formatDateTime, formatMoney } from '../../../lib/format';
import { useRemote } from '../../../lib/hooks/use-remote';
import { CountCell } from '../../points/components/row-actions';
import { useConsoleFacts } from '../../points/use-console-facts';
import { fetchLeaderboard } from '../api/get-leaderboard';
import { LeaderboardTabs } from '../components/leaderboard-tabs';
import { formatBound, pastPeriods, periodRange } from '../leaderboard-periods';

const col = columnHelper<StaffStanding>();
const START = /^\d{4}-\d{2}-\d{2}$/u;

/**
 * `/leaderboard`: the standings of the current period (the top 100: rank, member, score, when it
 * was reached, the prize and whether it was paid), or of a past one picked from the periods before
 * it (`?start=` its first brand day), each with its players, whether it is settled and what it paid.
 */
export function LeaderboardPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { currency, scale } = useConsoleFacts();
  const [params, setParams] = useSearchParams();
  const asked = params.get('start');
  const start = asked && START.test(asked) ? asked : null;
  // The current period's answer names every period before it: the picker's list.
  const current = useRemote((signal) => fetchLeaderboard(null, signal), 'current');
  const past = useRemote(
    (signal) => (start ? fetchLeaderboard(start, signal) : Promise.resolve(null)),
    start ?? '',
  );
  const shown = start ? past : current;
  const board = shown.data;
  const money = (value: number) => formatMoney(value, currency, lang, scale);
  const settled = board?.settled ?? false;

  const columns = useMemo<Column<StaffStanding>[]>(() => {
    const count = (value: number) => formatCount(value, lang);
    const amount = (value: number) => formatMoney(value, currency, lang, scale);
    return [
      col.display({
        id: 'rank',
        header: t('leaderboard.standings.rank'),
        cell: ({ row }) => (
          <span className={`rank rank--${Math.min(row.original.rank, 4)}`} data-testid="standing-rank">
            {count(row.original.rank)}
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
        id: 'score',
        header: t('leaderboard.standings.score'),
        cell: ({ row }) => <CountCell testId="standing-score">{count(row.original.score)}</CountCell>,
      }),
      col.display({
        id: 'reached',
        header: t('leaderboard.standings.reachedAt'),
        cell: ({ row }) => <span className="nowrap">{formatDateTime(row.original.reachedAt, lang)}</span>,
      }),
      col.display({
        id: 'prize',
        header: t('leaderboard.standings.prize'),
        cell: ({ row }) =>
          row.original.prize === null || row.original.prize === 0 ? (
            <span className="muted">—</span>
          ) : (
            <span className="num" data-testid="standing-prize">
              {amount(row.original.prize)}
            </span>
          ),
      }),
      col.display({
        id: 'paid',
        header: t('leaderboard.standings.paid'),
        cell: ({ row }) => {
          const { prize, paid } = row.original;
          if (!prize) return <span className="muted">—</span>;
          if (paid) return <Badge value="PAID" label={t('leaderboard.standings.paidYes')} tone="good" />;
          // Prizes are paid when the period closes: until then none is late.
          if (!settled)
            return <span className="muted small nowrap">{t('leaderboard.standings.paidAtClose')}</span>;
          return <Badge value="UNPAID" label={t('leaderboard.standings.paidNo')} tone="bad" />;
        },
      }),
    ];
  }, [t, lang, currency, scale, settled]);

  const periods = pastPeriods(current.data);
  const choose = (value: string) => {
    const next = new URLSearchParams(window.location.search);
    if (value) next.set('start', value);
    else next.delete('start');
    setParams(next);
  };
  const range = board ? periodRange(board.start, board.end, lang) : null;
  // What a past period paid, as the current period's list of them says.
  const paidTotal = start ? periods.find((p) => p.value === start)?.paid : undefined;

  return (
    <div className="missions-page" data-testid="leaderboard-page">
      <PageHeader title={t('nav.leaderboard')} subtitle={t('leaderboard.standings.subtitle')} />
      <LeaderboardTabs />
      {current.status === 'error' && !current.data ? (
        <ErrorPanel error={current.error} onRetry={current.reload} />
      ) : (
        <>
          <div className="board-head card">
            <label className="field board-head__picker">
              <span className="label">{t('leaderboard.standings.period')}</span>
              <select
                name="period"
                value={start ?? ''}
                disabled={!current.data}
                onChange={(e) => choose(e.target.value)}
                data-testid="period-picker"
              >
                <option value="">
                  {current.data
                    ? t('leaderboard.standings.currentFrom', { from: formatBound(current.data.start, lang) })
                    : t('leaderboard.standings.current')}
                </option>
                {start && !periods.some((p) => p.value === start) && (
                  <option value={start}>{formatBound(start, lang)}</option>
                )}
                {periods.map((period) => {
                  return (
                    <option key={period.value} value={period.value}>
                      {t(
                        period.settled
                          ? 'leaderboard.standings.pastSettled'
                          : 'leaderboard.standings.pastOpen',
                        {
                          from: formatBound(period.start, lang),
                          count: period.participants,
                          players: formatCount(period.participants, lang),
                          paid: money(period.paid),
                        },
                      )}
                    </option>
                  );
                })}
              </select>
            </label>
            {board && range && (
              <dl className="board-facts" data-testid="board-facts">
                <div>
                  <dt>{t('leaderboard.standings.runs')}</dt>
                  <dd data-testid="board-range">{t('leaderboard.standings.range', range)}</dd>
                </div>
                <div>
                  <dt>{t('leaderboard.standings.players')}</dt>
                  <dd className="num" data-testid="board-players">
                    {formatCount(board.participants, lang)}
                  </dd>
                </div>
                <div>
                  <dt>{t('leaderboard.standings.state')}</dt>
                  <dd>
                    <Badge
                      value={board.settled ? 'SETTLED' : 'OPEN'}
                      label={t(
                        board.settled ? 'leaderboard.standings.settled' : 'leaderboard.standings.open',
                      )}
                      tone={board.settled ? 'good' : 'info'}
                    />
                  </dd>
                </div>
                {board.settled && paidTotal !== undefined && (
                  <div>
                    <dt>{t('leaderboard.standings.paidTotal')}</dt>
                    <dd className="num" data-testid="board-paid">
                      {money(paidTotal)}
                    </dd>
                  </div>
                )}
              </dl>
            )}
          </div>
          <DataTable
            testId="standings-table"
            columns={columns}
            rows={board?.list ?? null}
            rowId={(standing) => String(standing.memberId)}
            loading={shown.status === 'loading'}
            error={shown.status === 'error' ? shown.error : null}
            onRetry={shown.reload}
            emptyTitle={t('leaderboard.standings.emptyTitle')}
            emptyText={t(start ? 'leaderboard.standings.emptyPast' : 'leaderboard.standings.emptyText')}
          />
        </>
      )}
    </div>
  );
}
