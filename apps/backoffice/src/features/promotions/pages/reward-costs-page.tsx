import { type FormEvent, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { TimeChart } from '../../../components/chart/time-chart';
import { type Column, columnHelper, DataTable } from '../../../components/data-table';
import { DateRangeFields } from '../../../components/field';
import { Icon } from '../../../components/icon';
import { PageHeader } from '../../../components/page-header';
import { buildCsv, downloadText } from '../../../lib/csv';
import { formatMoney, localeOf } from '../../../lib/format';
import { useRemote } from '../../../lib/hooks/use-remote';
import { useBrand } from '../../brand/brand-store';
import { readRange } from '../../reports/report-table';
import { fetchRewardCosts } from '../api/get-reward-costs';
import {
  COST_DAYS,
  COST_FIELDS,
  conversionShare,
  costCsvRows,
  costFileName,
  costTotals,
  type RewardCostDay,
} from '../reward-costs';

type Row = RewardCostDay & { total?: true };
const col = columnHelper<Row>();

/**
 * `/reward-costs?from&to`: what rewards cost per brand day (the last 30 days unless the address
 * says), the net cost as a chart, every column as a table with its totals, exported as CSV from
 * the same figures.
 */
export function RewardCostsPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const brand = useBrand();
  const currency = brand?.currency ?? 'BDT';
  const scale = brand?.scale ?? 2;
  const [params, setParams] = useSearchParams();
  const range = readRange(params, new Date(), COST_DAYS);
  const [draft, setDraft] = useState(range);
  // The form follows the address (back and forward, a link with a range).
  useEffect(() => setDraft({ from: range.from, to: range.to }), [range.from, range.to]);
  const costs = useRemote(
    (signal) => fetchRewardCosts(range.from, range.to, signal),
    `${range.from}:${range.to}`,
  );
  const days = costs.data?.days ?? null;
  const totals = useMemo(() => (days ? costTotals(days, scale) : null), [days, scale]);

  const money = useCallback(
    (value: number) => formatMoney(value, currency, lang, scale),
    [currency, lang, scale],
  );
  const compactMoney = useCallback(
    (value: number) =>
      new Intl.NumberFormat(localeOf(lang), { notation: 'compact', maximumFractionDigits: 1 }).format(value),
    [lang],
  );
  const shortDay = useCallback(
    (date: string) =>
      new Intl.DateTimeFormat(localeOf(lang), { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
        new Date(`${date}T12:00:00Z`),
      ),
    [lang],
  );
  const longDay = useCallback(
    (date: string) =>
      new Intl.DateTimeFormat(localeOf(lang), {
        day: '2-digit',
        month: 'short',
        year: 'numeric',
        weekday: 'short',
        timeZone: 'UTC',
      }).format(new Date(`${date}T12:00:00Z`)),
    [lang],
  );

  const columns = useMemo<Column<Row>[]>(
    () => [
      col.display({
        id: 'date',
        header: t('rewardCosts.columns.date'),
        cell: ({ row }) =>
          row.original.total ? <strong>{t('rewardCosts.total')}</strong> : longDay(row.original.date),
      }),
      ...COST_FIELDS.map((field) =>
        col.display({
          id: field,
          header: t(`rewardCosts.columns.${field}`),
          cell: ({ row }) => {
            const value = row.original[field];
            const body = (
              <span className={`num${value === 0 ? ' muted' : ''}`} data-testid={`cost-${field}`}>
                {money(value)}
              </span>
            );
            return field === 'net' || row.original.total ? <strong>{body}</strong> : body;
          },
        }),
      ),
    ],
    [t, money, longDay],
  );
  const rows = useMemo<Row[] | null>(
    () =>
      days && totals
        ? days.length === 0
          ? []
          : [...days, { date: 'total', ...totals, total: true as const }]
        : null,
    [days, totals],
  );

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const next = readRange(new URLSearchParams(draft), new Date(), COST_DAYS);
    setDraft(next);
    setParams(new URLSearchParams(next));
  };
  const exportCsv = () => {
    if (!days) return;
    const csv = buildCsv(
      [t('rewardCosts.columns.date'), ...COST_FIELDS.map((field) => t(`rewardCosts.columns.${field}`))],
      costCsvRows(days, scale, t('rewardCosts.total')),
    );
    downloadText(csv, costFileName(range.from, range.to));
  };
  const share = totals ? conversionShare(totals) : null;

  return (
    <div data-testid="reward-costs-page">
      <PageHeader
        title={t('nav.rewardCosts')}
        subtitle={t('rewardCosts.subtitle')}
        actions={
          <button
            type="button"
            className="btn"
            disabled={!days || days.length === 0}
            onClick={exportCsv}
            data-testid="export-csv"
          >
            <Icon name="download" size={16} /> {t('reports.export')}
          </button>
        }
      />
      <form className="filter-form cost-filter" onSubmit={apply} data-testid="cost-filter">
        <DateRangeFields
          fromLabel={t('reports.from')}
          toLabel={t('reports.to')}
          from={draft.from}
          to={draft.to}
          onChange={(key, value) => setDraft({ ...draft, [key]: value })}
        />
        <div className="filter-form__buttons">
          <button type="submit" className="btn btn--primary" data-testid="cost-apply">
            {t('reports.show')}
          </button>
        </div>
      </form>

      {days && totals && days.length > 0 ? (
        <section
          className={`card chart-card cost-chart${costs.status === 'loading' ? ' is-reloading' : ''}`}
          data-testid="cost-chart"
        >
          <div className="cost-chart__head">
            <h2 className="card__sub">{t('rewardCosts.chartTitle')}</h2>
            <p className="cost-chart__figures">
              <strong className="num" data-testid="cost-net-total">
                {t('rewardCosts.netOver', { amount: money(totals.net), days: days.length })}
              </strong>
              <span className="muted" data-testid="cost-conversion">
                {share === null
                  ? t('rewardCosts.noConversion')
                  : t('rewardCosts.conversion', { share: share.toFixed(1) })}
              </span>
            </p>
          </div>
          <TimeChart
            days={days.map((d) => d.date)}
            series={[
              {
                label: t('rewardCosts.columns.net'),
                values: days.map((d) => d.net),
                color: '--accent',
                bars: true,
              },
            ]}
            formatValue={compactMoney}
            formatDay={shortDay}
            dayLabel={t('dashboard.day')}
            summary={t('rewardCosts.chartSummary', { days: days.length })}
            testId="cost-chart-plot"
          />
          <p className="muted small">{t('rewardCosts.netHint')}</p>
        </section>
      ) : costs.status === 'loading' && !days ? (
        <div className="card chart-card" aria-hidden="true">
          <span className="skeleton skeleton--block" />
        </div>
      ) : null}

      <div className="cost-table">
        <DataTable
          testId="reward-costs-table"
          columns={columns}
          rows={rows}
          rowId={(row) => row.date}
          rowClass={(row) => (row.total ? 'is-total' : undefined)}
          loading={costs.status === 'loading'}
          error={costs.status === 'error' ? costs.error : null}
          onRetry={costs.reload}
          emptyTitle={t('rewardCosts.emptyTitle')}
          emptyText={t('rewardCosts.emptyText')}
        />
      </div>
    </div>
  );
}
