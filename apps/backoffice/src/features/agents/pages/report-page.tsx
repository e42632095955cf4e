import { AGENT_PERIODS, type AgentPeriod } from '@tessera/contracts';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { TimeChart } from '../../../components/chart/time-chart';
import { ErrorPanel } from '../../../components/list-state';
import { FilterBar, PageHeader, Segmented } from '../../../components/page-header';
import { formatCount, formatMoney, localeOf } from '../../../lib/format';
import { useListQuery } from '../../../lib/hooks/use-list-query';
import { useRemote } from '../../../lib/hooks/use-remote';
import { useBrand } from '../../brand/brand-store';
import { fetchAgentReport } from '../api/get-agent-report';
import { AgentsTabs } from '../components/agents-tabs';

/** Periods a report offers (custom days are the agent's own pages' business). */
const PERIODS = AGENT_PERIODS.filter((p): p is Exclude<AgentPeriod, 'custom'> => p !== 'custom');
const SPEC = { filters: { period: new RegExp(`^(${PERIODS.join('|')})$`, 'u') } };

const MONEY = ['deposits', 'withdrawals', 'validBet', 'profit'] as const;
type Figure = (typeof MONEY)[number] | (typeof COUNTS)[number];

/** The charts: which figures each draws, in which theme colour; counts step by whole numbers. */
const CHARTS: { id: string; counts: boolean; series: { figure: Figure; color: string; bars?: boolean }[] }[] =
  [
    {
      id: 'play',
      counts: false,
      series: [
        { figure: 'validBet', color: '--accent' },
        { figure: 'profit', color: '--danger' },
      ],
    },
    {
      id: 'cashier',
      counts: false,
      series: [
        { figure: 'deposits', color: '--good' },
        { figure: 'withdrawals', color: '--danger' },
      ],
    },
    {
      id: 'members',
      counts: true,
      series: [
        { figure: 'activeMembers', color: '--accent' },
        { figure: 'newMembers', color: '--good', bars: true },
      ],
    },
  ];
const COUNTS = ['newMembers', 'activeMembers', 'firstDeposits'] as const;

/** One agent's team over a period (`/agents/:memberId/report?period=`): the figures the agent sees, and the days as charts. */
export function AgentReportPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const memberId = Number(useParams().memberId);
  const brand = useBrand();
  const { query, key, setFilter } = useListQuery(SPEC);
  const period = (query.filters.period || 'thisMonth') as (typeof PERIODS)[number];
  const report = useRemote((signal) => fetchAgentReport(memberId, { period }, signal), `${memberId}|${key}`);
  const data = report.data;
  const currency = brand?.currency ?? 'BDT';
  const scale = brand?.scale ?? 2;
  const money = useCallback(
    (value: number) => formatMoney(value, currency, lang, scale),
    [currency, lang, scale],
  );
  const count = useCallback((value: number) => formatCount(Math.round(value), lang), [lang]);
  const compact = useCallback(
    (value: number) =>
      new Intl.NumberFormat(localeOf(lang), { notation: 'compact', maximumFractionDigits: 1 }).format(value),
    [lang],
  );
  const day = useCallback(
    (date: string) =>
      new Intl.DateTimeFormat(localeOf(lang), { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
        new Date(`${date}T12:00:00Z`),
      ),
    [lang],
  );
  const dates = useMemo(() => data?.days.map((d) => d.day) ?? [], [data]);

  return (
    <>
      <PageHeader
        title={data ? t('agents.report.title', { account: data.account }) : t('agents.report.titleLoading')}
        subtitle={data ? t('agents.report.subtitle', { from: data.from, to: data.to }) : ''}
      />
      <AgentsTabs />
      <FilterBar>
        <Segmented
          label={t('agents.report.period')}
          value={period}
          options={PERIODS.map((p) => ({ value: p, label: t(`agents.report.periods.${p}`) }))}
          onChange={(value) => setFilter('period', value)}
          testId="filter-period"
        />
        {data && (
          <Link
            className="btn btn--small"
            to={`/agents/tree?parent=${memberId}`}
            data-testid="report-downlines"
          >
            {t('agents.report.downlines')}
          </Link>
        )}
      </FilterBar>
      {report.status === 'error' && !data ? (
        <ErrorPanel error={report.error} onRetry={report.reload} />
      ) : !data ? (
        <div className="tiles" data-testid="loading">
          {[...MONEY, ...COUNTS].map((name) => (
            <div key={name} className="tile">
              <span className="skeleton" />
              <span className="skeleton skeleton--block" />
            </div>
          ))}
        </div>
      ) : (
        <div
          className={report.status === 'loading' ? 'is-reloading' : undefined}
          aria-busy={report.status === 'loading'}
        >
          <div className="tiles" data-testid="report-tiles">
            <div className="tile" data-testid="tile-teamSize">
              <span className="tile__label">{t('agents.teamSize')}</span>
              <strong className="tile__value num">{count(data.teamSize)}</strong>
              <span className="tile__change">
                {t('agents.report.direct', {
                  members: count(data.directMembers),
                  agents: count(data.directAgents),
                })}
              </span>
            </div>
            {MONEY.map((name) => (
              <div key={name} className="tile" data-testid={`tile-${name}`} data-value={data.totals[name]}>
                <span className="tile__label">{t(`agents.report.figures.${name}`)}</span>
                <strong className={`tile__value num${data.totals[name] < 0 ? ' num--debit' : ''}`}>
                  {money(data.totals[name])}
                </strong>
              </div>
            ))}
            {COUNTS.map((name) => (
              <div key={name} className="tile" data-testid={`tile-${name}`} data-value={data.totals[name]}>
                <span className="tile__label">{t(`agents.report.figures.${name}`)}</span>
                <strong className="tile__value num">{count(data.totals[name])}</strong>
              </div>
            ))}
          </div>
          <div className="charts">
            {CHARTS.map((chart) => (
              <section key={chart.id} className="card chart-card" data-testid={`chart-${chart.id}`}>
                <h2 className="card__sub">{t(`agents.report.charts.${chart.id}`)}</h2>
                <TimeChart
                  days={dates}
                  series={chart.series.map((line) => ({
                    label: t(`agents.report.figures.${line.figure}`),
                    values: data.days.map((d) => d[line.figure]),
                    color: line.color,
                    ...(line.bars ? { bars: true } : {}),
                  }))}
                  formatValue={chart.counts ? count : compact}
                  formatDay={day}
                  dayLabel={t('dashboard.day')}
                  integer={chart.counts}
                  summary={t(`agents.report.charts.${chart.id}Summary`, { days: dates.length })}
                />
              </section>
            ))}
          </div>
        </div>
      )}
    </>
  );
}
