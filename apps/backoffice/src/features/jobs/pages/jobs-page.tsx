import type { listJobs, ValueOf } from '@tessera/contracts';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/action-dialogs';
import { Badge } from '../../../components/badge';
import { type Column, columnHelper, DataTable } from '../../../components/data-table';
import { Icon } from '../../../components/icon';
import { PageHeader } from '../../../components/page-header';
import { showToast } from '../../../components/toast';
import { formatCount, formatDateTime } from '../../../lib/format';
import { useRemote } from '../../../lib/hooks/use-remote';
import { fetchJobs } from '../api/get-jobs';
import { postRunJob } from '../api/post-run-job';

type Job = ValueOf<typeof listJobs>['list'][number];
const col = columnHelper<Job>();

/** "every 30 s", "every 5 min", "every 1 h": the schedule in the unit that reads best. */
export function everyText(seconds: number, t: (key: string, options: Record<string, unknown>) => string) {
  if (seconds >= 3600 && seconds % 3600 === 0) return t('jobs.everyHours', { count: seconds / 3600 });
  if (seconds >= 60 && seconds % 60 === 0) return t('jobs.everyMinutes', { count: seconds / 60 });
  return t('jobs.everySeconds', { count: seconds });
}

/** The background jobs: schedule, last pass (when, items, ok or the error), runs and failures; run one now. */
export function JobsPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const jobs = useRemote((signal) => fetchJobs(signal), 'jobs');
  // Rows the last "run now" answered, shown until the list is read again.
  const [rows, setRows] = useState<Job[] | null>(null);
  useEffect(() => setRows(jobs.data?.list ?? null), [jobs.data]);
  const [confirm, setConfirm] = useState<Job | null>(null);

  const columns = useMemo<Column<Job>[]>(
    () => [
      col.display({
        id: 'name',
        header: t('jobs.name'),
        cell: ({ row }) => (
          <span className="stack">
            <code>{row.original.name}</code>
            <span className="muted">{t(`jobs.about.${row.original.name}`, { defaultValue: '' })}</span>
          </span>
        ),
      }),
      col.display({
        id: 'every',
        header: t('jobs.every'),
        cell: ({ row }) => everyText(row.original.everySeconds, t),
      }),
      col.display({
        id: 'last',
        header: t('jobs.lastRun'),
        cell: ({ row }) =>
          row.original.lastStartedAt ? (
            formatDateTime(row.original.lastFinishedAt ?? row.original.lastStartedAt, lang)
          ) : (
            <span className="muted">{t('jobs.never')}</span>
          ),
      }),
      col.display({
        id: 'handled',
        header: t('jobs.handled'),
        cell: ({ row }) =>
          row.original.lastHandled === null ? (
            <span className="muted">—</span>
          ) : (
            <span className="num">{formatCount(row.original.lastHandled, lang)}</span>
          ),
      }),
      col.display({
        id: 'result',
        header: t('jobs.result'),
        cell: ({ row }) =>
          row.original.lastOk === null ? (
            <span className="muted">—</span>
          ) : row.original.lastOk ? (
            <Badge value="OK" label={t('jobs.ok')} tone="good" />
          ) : (
            <span className="stack">
              <Badge value="FAILED" label={t('jobs.failed')} tone="bad" />
              {row.original.lastError && (
                <span className="muted clamp" title={row.original.lastError}>
                  {row.original.lastError}
                </span>
              )}
            </span>
          ),
      }),
      col.display({
        id: 'runs',
        header: t('jobs.runs'),
        cell: ({ row }) => (
          <span className="num">
            {formatCount(row.original.runs, lang)}
            {row.original.failures > 0 && (
              <span className="num--debit"> · {t('jobs.failures', { count: row.original.failures })}</span>
            )}
          </span>
        ),
      }),
      col.display({
        id: 'actions',
        header: '',
        cell: ({ row }) => (
          <div className="row-actions">
            <button
              type="button"
              className="btn btn--small"
              onClick={() => setConfirm(row.original)}
              data-testid="run-job"
            >
              <Icon name="play" size={14} /> {t('jobs.runNow')}
            </button>
          </div>
        ),
      }),
    ],
    [t, lang],
  );

  return (
    <>
      <PageHeader
        title={t('nav.jobs')}
        subtitle={t('jobs.subtitle')}
        actions={
          <button type="button" className="btn" onClick={jobs.reload} data-testid="jobs-refresh">
            <Icon name="refresh" size={16} /> {t('jobs.refresh')}
          </button>
        }
      />
      <DataTable
        testId="jobs-table"
        columns={columns}
        rows={rows}
        rowId={(job) => job.name}
        loading={jobs.status === 'loading'}
        error={jobs.status === 'error' ? jobs.error : null}
        onRetry={jobs.reload}
        emptyTitle={t('jobs.empty')}
      />
      {confirm && (
        <ConfirmDialog
          title={t('jobs.runTitle')}
          submitLabel={t('jobs.runNow')}
          onConfirm={async () => {
            const after = await postRunJob(confirm.name);
            setRows((before) => before?.map((job) => (job.name === after.name ? after : job)) ?? null);
            showToast(
              after.lastOk === false
                ? t('jobs.ranFailed', { name: after.name })
                : t('jobs.ran', { name: after.name }),
            );
          }}
          onDone={() => setConfirm(null)}
          onClose={() => setConfirm(null)}
        >
          <p>{t('jobs.runText', { name: confirm.name })}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
