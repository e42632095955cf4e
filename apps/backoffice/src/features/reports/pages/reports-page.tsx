import { REPORT_NAMES, type ReportName } from '@tessera/contracts';
import { type FormEvent, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { pageAllowed } from '../../../app/menu';
import { type Column, columnHelper, DataTable } from '../../../components/data-table';
import { DateRangeFields, Field } from '../../../components/field';
import { Icon } from '../../../components/icon';
import { PageHeader } from '../../../components/page-header';
import { buildCsv, downloadText } from '../../../lib/csv';
import { formatCount, formatMoney } from '../../../lib/format';
import { useRemote } from '../../../lib/hooks/use-remote';
import { useStore } from '../../../lib/store/store';
import { useBrand } from '../../brand/brand-store';
import { sessionStore } from '../../session/session-store';
import { fetchReport } from '../api/get-report';
import { type Report, readRange, reportCsvRows, reportFileName } from '../report-table';

type Row = Report['rows'][number] & { index: number };
const col = columnHelper<Row>();

/** `/reports/:name?from&to`: a report over the brand's days as a table, exported as CSV from the same rows. */
export function ReportsPage() {
  const { name } = useParams();
  if (!(REPORT_NAMES as readonly string[]).includes(name ?? ''))
    return <Navigate to="/reports/daily" replace />;
  return <ReportView key={name} name={name as ReportName} />;
}

function ReportView({ name }: { name: ReportName }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const brand = useBrand();
  const role = useStore(sessionStore)?.role;
  const currency = brand?.currency ?? 'BDT';
  const scale = brand?.scale ?? 2;
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const range = readRange(params, new Date());
  const [draft, setDraft] = useState(range);
  const report = useRemote(
    (signal) => fetchReport(name, range.from, range.to, signal),
    `${name}:${range.from}:${range.to}`,
  );

  const header = (key: string) => t(`reports.columns.${key}`, { defaultValue: key });
  const text = useCallback(
    (key: string, value: string) =>
      key === 'category' ? t(`reports.categories.${value}`, { defaultValue: value }) : value,
    [t],
  );
  const columns = useMemo<Column<Row>[]>(
    () =>
      (report.data?.columns ?? []).map((column, index) =>
        col.display({
          id: column.key,
          header: t(`reports.columns.${column.key}`, { defaultValue: column.key }),
          cell: ({ row }) => {
            const value = row.original.cells[column.key];
            if (value === undefined) return <span className="muted">—</span>;
            if (column.kind === 'money' && typeof value === 'number')
              return (
                <span className={`num${value < 0 ? ' num--debit' : ''}`}>
                  {formatMoney(value, currency, lang, scale)}
                </span>
              );
            if (column.kind === 'count' && typeof value === 'number')
              return <span className="num">{formatCount(value, lang)}</span>;
            const shown = text(column.key, String(value));
            // The first column opens the row's own records where the report gives them.
            return index === 0 && row.original.link && pageAllowed(row.original.link, role) ? (
              <Link className="link" to={row.original.link} data-testid="report-link">
                {shown}
              </Link>
            ) : (
              shown
            );
          },
        }),
      ),
    [report.data, t, lang, currency, scale, role, text],
  );
  const rows = useMemo(
    () => report.data?.rows.map((row, index) => ({ ...row, index })) ?? null,
    [report.data],
  );

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const next = readRange(new URLSearchParams(draft), new Date());
    setDraft(next);
    setParams(new URLSearchParams(next));
  };
  const exportCsv = () => {
    const data = report.data;
    if (!data) return;
    const csv = buildCsv(
      data.columns.map((c) => header(c.key)),
      reportCsvRows(data, scale).map((cells, i) =>
        cells.map((cell, j) =>
          data.columns[j]?.key === 'category' && typeof cell === 'string'
            ? text('category', String(data.rows[i]?.cells.category ?? cell))
            : cell,
        ),
      ),
    );
    downloadText(csv, reportFileName(name, range.from, range.to));
  };

  return (
    <div data-testid="reports-page" data-report={name}>
      <PageHeader
        title={t('nav.reports')}
        subtitle={t(`reports.about.${name}`)}
        actions={
          <button
            type="button"
            className="btn"
            disabled={!report.data || report.data.rows.length === 0}
            onClick={exportCsv}
            data-testid="export-csv"
          >
            <Icon name="download" size={16} /> {t('reports.export')}
          </button>
        }
      />
      <form className="filter-form report-filter" onSubmit={apply} data-testid="report-filter">
        <Field label={t('reports.report')} className="filter-form__field">
          {(id) => (
            <select
              id={id}
              className="select"
              value={name}
              onChange={(e) =>
                navigate({ pathname: `/reports/${e.target.value}`, search: params.toString() })
              }
              data-testid="report-picker"
            >
              {REPORT_NAMES.map((n) => (
                <option key={n} value={n}>
                  {t(`reports.names.${n}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <DateRangeFields
          fromLabel={t('reports.from')}
          toLabel={t('reports.to')}
          from={draft.from}
          to={draft.to}
          onChange={(key, value) => setDraft({ ...draft, [key]: value })}
        />
        <div className="filter-form__buttons">
          <button type="submit" className="btn btn--primary" data-testid="report-apply">
            {t('reports.show')}
          </button>
        </div>
      </form>
      <DataTable
        testId="report-table"
        columns={columns}
        rows={rows}
        rowId={(row) => String(row.index)}
        loading={report.status === 'loading'}
        error={report.status === 'error' ? report.error : null}
        onRetry={report.reload}
        emptyTitle={t('reports.empty')}
        emptyText={t('reports.emptyText')}
      />
    </div>
  );
}
