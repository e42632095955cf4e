import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pageAllowed } from '../../../app/menu';
import { type Bar, BarList } from '../../../components/chart/bar-list';
import { TimeChart } from '../../../components/chart/time-chart';
import { ErrorPanel } from '../../../components/list-state';
import { FilterBar, PageHeader, Segmented } from '../../../components/page-header';
import { formatCount, formatMoney, localeOf } from '../../../lib/format';
import { useListQuery } from '../../../lib/hooks/use-list-query';
import { useRemote } from '../../../lib/hooks/use-remote';
import { useStore } from '../../../lib/store/store';
import { queueCountsStore } from '../../../lib/ws/queue-counts';
import { useBrand } from '../../brand/brand-store';
import { sessionStore } from '../../session/session-store';
import { fetchDashboard } from '../api/get-dashboard';
import { FigureTile } from '../components/figure-tile';
import { TILES, todayAndYesterday } from '../dashboard-figures';

const SPEC = { filters: { days: ['30', '7', '90'] } };
const DAY_CHOICES = ['7', '30', '90'] as const;

const QUEUES = [
  { key: 'deposits', to: '/deposits' },
  { key: 'withdrawals', to: '/withdrawals' },
  { key: 'adjustments', to: '/adjustments' },
  { key: 'lotteryResults', to: '/lottery' },
  { key: 'feedback', to: '/feedback' },
] as const;

/** The landing page: today against yesterday, the days as charts, play by category and vendor, the queues. */
export function DashboardPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const role = useStore(sessionStore)?.role;
  const brand = useBrand();
  const live = useStore(queueCountsStore);
  const { query, key, setFilter } = useListQuery(SPEC);
  const days = Number(query.filters.days);
  const board = useRemote((signal) => fetchDashboard(days, signal), key);
  const data = board.data;
  const currency = data?.currency ?? brand?.currency ?? 'BDT';
  const scale = brand?.scale ?? 2;
  const money = useCallback(
    (value: number) => formatMoney(value, currency, lang, scale),
    [currency, lang, scale],
  );
  const compactMoney = useCallback(
    (value: number) =>
      new Intl.NumberFormat(localeOf(lang), {
        notation: 'compact',
        maximumFractionDigits: 1,
      }).format(value),
    [lang],
  );
  const count = useCallback((value: number) => formatCount(Math.round(value), lang), [lang]);
  const day = useCallback(
    (date: string) =>
      new Intl.DateTimeFormat(localeOf(lang), { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
        new Date(`${date}T12:00:00Z`),
      ),
    [lang],
  );
  const link = (to: string) => (pageAllowed(to, role) ? to : null);
  const queues = live ?? data?.queues ?? null;

  const { today, yesterday } = todayAndYesterday(data?.days ?? []);
  const dates = useMemo(() => data?.days.map((d) => d.date) ?? [], [data]);
  const bars = (slices: NonNullable<typeof data>['byCategory'], kind: 'category' | 'vendor'): Bar[] =>
    [...slices]
      .sort((a, b) => b.ggr - a.ggr)
      .map((s) => ({
        key: s.key,
        label: kind === 'category' ? t(`reports.categories.${s.key}`, { defaultValue: s.key }) : s.key,
        value: s.ggr,
        text: money(s.ggr),
        detail: t('dashboard.betsPlayers', { bets: count(s.bets), players: count(s.players) }),
        to:
          kind === 'vendor' && s.key !== 'LOTTERY' && pageAllowed('/catalog/games', role)
            ? `/catalog/games?vendor=${encodeURIComponent(s.key)}`
            : undefined,
      }));

  return (
    <div data-testid="dashboard">
      <PageHeader
        title={t('nav.dashboard')}
        subtitle={data ? t('dashboard.subtitle', { zone: data.timeZone }) : t('dashboard.subtitleLoading')}
      />
      <FilterBar>
        <Segmented
          label={t('dashboard.period')}
          value={query.filters.days}
          options={DAY_CHOICES.map((n) => ({
            value: n,
            label: t('dashboard.lastDays', { count: Number(n) }),
          }))}
          onChange={(value) => setFilter('days', value)}
          testId="filter-days"
        />
      </FilterBar>

      <section aria-label={t('dashboard.queues')} className="queue-strip" data-testid="queue-strip">
        {QUEUES.map((q) => {
          const to = link(q.to);
          const value = queues?.[q.key];
          const body = (
            <>
              <span className="queue-strip__label">{t(`dashboard.queue.${q.key}`)}</span>
              <strong className="num" data-testid={`queue-${q.key}`}>
                {value === undefined ? '…' : count(value)}
              </strong>
            </>
          );
          return to ? (
            <Link key={q.key} to={to} className={`queue-strip__item${value ? ' is-waiting' : ''}`}>
              {body}
            </Link>
          ) : (
            <div key={q.key} className={`queue-strip__item${value ? ' is-waiting' : ''}`}>
              {body}
            </div>
          );
        })}
        {live && (
          <span className="live-dot" title={t('dashboard.live')}>
            <span className="visually-hidden">{t('dashboard.live')}</span>
          </span>
        )}
      </section>

      {board.status === 'error' && !data ? (
        <ErrorPanel error={board.error} onRetry={board.reload} />
      ) : !data || !today ? (
        <div className="tiles" data-testid="loading">
          {TILES.map((tile) => (
            <div key={tile.key} className="tile">
              <span className="skeleton" />
              <span className="skeleton skeleton--block" />
            </div>
          ))}
        </div>
      ) : (
        <div
          className={board.status === 'loading' ? 'is-reloading' : undefined}
          aria-busy={board.status === 'loading'}
        >
          <h2 className="section-title">{t('dashboard.today')}</h2>
          <div className="tiles" data-testid="tiles">
            {TILES.map((tile) => {
              const value = today[tile.key];
              return (
                <FigureTile
                  key={tile.key}
                  id={tile.key}
                  label={t(`dashboard.tiles.${tile.key}`)}
                  value={value}
                  text={tile.kind === 'money' ? money(value) : count(value)}
                  yesterday={yesterday ? yesterday[tile.key] : null}
                  to={link(tile.to)}
                />
              );
            })}
          </div>

          <div className="charts">
            <section className="card chart-card" data-testid="chart-cashier">
              <h2 className="card__sub">{t('dashboard.charts.cashier')}</h2>
              <TimeChart
                days={dates}
                series={[
                  {
                    label: t('dashboard.tiles.deposits'),
                    values: data.days.map((d) => d.deposits),
                    color: '--good',
                  },
                  {
                    label: t('dashboard.tiles.withdrawals'),
                    values: data.days.map((d) => d.withdrawals),
                    color: '--danger',
                  },
                ]}
                formatValue={compactMoney}
                formatDay={day}
                dayLabel={t('dashboard.day')}
                summary={t('dashboard.charts.cashierSummary', { days: data.days.length })}
              />
            </section>
            <section className="card chart-card" data-testid="chart-ggr">
              <h2 className="card__sub">{t('dashboard.charts.ggr')}</h2>
              <TimeChart
                days={dates}
                series={[
                  {
                    label: t('dashboard.tiles.ggr'),
                    values: data.days.map((d) => d.ggr),
                    color: '--accent',
                    bars: true,
                  },
                ]}
                formatValue={compactMoney}
                formatDay={day}
                dayLabel={t('dashboard.day')}
                summary={t('dashboard.charts.ggrSummary', { days: data.days.length })}
              />
            </section>
            <section className="card chart-card" data-testid="chart-players">
              <h2 className="card__sub">{t('dashboard.charts.players')}</h2>
              <TimeChart
                days={dates}
                series={[
                  {
                    label: t('dashboard.tiles.activePlayers'),
                    values: data.days.map((d) => d.activePlayers),
                    color: '--info',
                  },
                  {
                    label: t('dashboard.tiles.registrations'),
                    values: data.days.map((d) => d.registrations),
                    color: '--wait',
                  },
                ]}
                formatValue={count}
                integer
                formatDay={day}
                dayLabel={t('dashboard.day')}
                summary={t('dashboard.charts.playersSummary', { days: data.days.length })}
              />
            </section>
          </div>

          <div className="cards-2">
            <section className="card" data-testid="by-category">
              <h2 className="card__sub">{t('dashboard.byCategory')}</h2>
              <BarList bars={bars(data.byCategory, 'category')} empty={t('dashboard.noPlay')} />
            </section>
            <section className="card" data-testid="by-vendor">
              <h2 className="card__sub">{t('dashboard.byVendor')}</h2>
              <BarList bars={bars(data.byVendor, 'vendor')} empty={t('dashboard.noPlay')} />
            </section>
          </div>
        </div>
      )}
    </div>
  );
}
