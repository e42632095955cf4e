import { type listAuditStaff, listStaff, type ValueOf } from '@tessera/contracts';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { canUse } from '../../../app/access';
import { type Column, columnHelper, DataTable } from '../../../components/data-table';
import { LoadMore } from '../../../components/more-pager';
import { PageHeader } from '../../../components/page-header';
import { formatDateTime } from '../../../lib/format';
import { useKeysetList } from '../../../lib/hooks/use-keyset-list';
import { useListQuery } from '../../../lib/hooks/use-list-query';
import { useRemote } from '../../../lib/hooks/use-remote';
import { useStore } from '../../../lib/store/store';
import { sessionStore } from '../../session/session-store';
import { fetchStaff } from '../../staff/api/get-staff';
import { fetchAudit } from '../api/get-audit';
import { dayRange, targetLink } from '../audit-details';
import { AuditDetails } from '../components/audit-details';

const PAGE_SIZE = 50;
const DAY = /^\d{4}-\d{2}-\d{2}$/u;
const SPEC = {
  filters: {
    staffId: /^[1-9]\d{0,9}$/u,
    action: /^[a-z0-9.-]{1,64}$/u,
    target: /^[^\n]{1,100}$/u,
    from: DAY,
    to: DAY,
  },
};
type Filter = keyof typeof SPEC.filters;
/** Prefixes offered for the action filter (a prefix ends with a dot; the server reads it so). */
const ACTION_PREFIXES = [
  'member.',
  'staff.',
  'site.',
  'deposit.',
  'withdrawal.',
  'adjustment.',
  'channel.',
  'lottery.',
];
type AuditEntry = ValueOf<typeof listAuditStaff>['list'][number];
const col = columnHelper<AuditEntry>();

/** The brand's audit log: who did what to whom, when, from where, with the values before and after. */
export function AuditPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const role = useStore(sessionStore)?.role;
  const { query, key, setFilters } = useListQuery(SPEC);
  const f = query.filters;
  const [draft, setDraft] = useState(f);
  useEffect(() => setDraft(f), [f]);
  const staff = useRemote(
    (signal) => (canUse(listStaff, role) ? fetchStaff(signal) : Promise.resolve(null)),
    `staff:${role}`,
  );

  const entries = useKeysetList(
    (before, signal) =>
      fetchAudit(
        {
          staffId: f.staffId ? Number(f.staffId) : undefined,
          action: f.action || undefined,
          target: f.target || undefined,
          ...dayRange(f.from, f.to),
          before,
          pageSize: PAGE_SIZE,
        },
        signal,
      ),
    (entry) => entry.id,
    key,
  );

  const columns = useMemo<Column<AuditEntry>[]>(
    () => [
      col.display({
        id: 'at',
        header: t('audit.when'),
        cell: ({ row }) => <span className="nowrap">{formatDateTime(row.original.at, lang)}</span>,
      }),
      col.display({
        id: 'actor',
        header: t('audit.actor'),
        cell: ({ row }) => {
          const e = row.original;
          const name =
            e.actorType === 'staff'
              ? (e.actorName ?? `#${e.actorId}`)
              : t(`audit.actors.${e.actorType}`) + (e.actorId ? ` #${e.actorId}` : '');
          return (
            <span className="stack">
              {e.actorType === 'staff' && e.actorId ? (
                <Link className="link" to={`?staffId=${e.actorId}`} title={t('audit.onlyThisStaff')}>
                  {name}
                </Link>
              ) : (
                <span>{name}</span>
              )}
              {e.ip && <span className="muted mono">{e.ip}</span>}
            </span>
          );
        },
      }),
      col.display({
        id: 'action',
        header: t('audit.action'),
        cell: ({ row }) => <code className="action-code">{row.original.action}</code>,
      }),
      col.display({
        id: 'target',
        header: t('audit.target'),
        cell: ({ row }) => {
          const target = row.original.target;
          if (!target) return <span className="muted">—</span>;
          const href = targetLink(target);
          return href ? (
            <Link className="link mono" to={href} data-testid="audit-target">
              {target}
            </Link>
          ) : (
            <span className="mono">{target}</span>
          );
        },
      }),
      col.display({
        id: 'details',
        header: t('audit.details'),
        cell: ({ row }) => <AuditDetails details={row.original.details} />,
      }),
    ],
    [t, lang],
  );

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const next = {} as Record<Filter, string>;
    for (const name of Object.keys(SPEC.filters) as Filter[]) next[name] = draft[name].trim();
    setFilters(next);
  };
  const anyFilter = Object.values(f).some(Boolean);
  const set = (name: Filter, value: string) => setDraft((d) => ({ ...d, [name]: value }));

  return (
    <>
      <PageHeader title={t('nav.audit')} subtitle={t('audit.subtitle')} />
      <form className="filter-form" onSubmit={apply} data-testid="audit-filters">
        <div className="filter-form__field">
          <label htmlFor="audit-staff">{t('audit.staff')}</label>
          {staff.data ? (
            <select
              id="audit-staff"
              name="staffId"
              value={draft.staffId}
              onChange={(e) => set('staffId', e.target.value)}
            >
              <option value="">{t('common.all')}</option>
              {staff.data.list.map((s) => (
                <option key={s.id} value={String(s.id)}>
                  {s.username}
                </option>
              ))}
            </select>
          ) : (
            <input
              id="audit-staff"
              name="staffId"
              inputMode="numeric"
              placeholder={t('audit.staffIdPlaceholder')}
              value={draft.staffId}
              onChange={(e) => set('staffId', e.target.value.replace(/\D/gu, ''))}
            />
          )}
        </div>
        <label className="filter-form__field">
          <span>{t('audit.action')}</span>
          <input
            name="action"
            list="audit-actions"
            autoComplete="off"
            placeholder="member."
            value={draft.action}
            onChange={(e) => set('action', e.target.value.toLowerCase())}
          />
          <datalist id="audit-actions">
            {ACTION_PREFIXES.map((prefix) => (
              <option key={prefix} value={prefix} />
            ))}
          </datalist>
        </label>
        <label className="filter-form__field">
          <span>{t('audit.target')}</span>
          <input
            name="target"
            autoComplete="off"
            placeholder="member:123"
            value={draft.target}
            onChange={(e) => set('target', e.target.value)}
          />
        </label>
        <label className="filter-form__field">
          <span>{t('audit.from')}</span>
          <input name="from" type="date" value={draft.from} onChange={(e) => set('from', e.target.value)} />
        </label>
        <label className="filter-form__field">
          <span>{t('audit.to')}</span>
          <input name="to" type="date" value={draft.to} onChange={(e) => set('to', e.target.value)} />
        </label>
        <div className="filter-form__buttons">
          <button type="submit" className="btn btn--primary" data-testid="audit-apply">
            {t('audit.apply')}
          </button>
          {anyFilter && (
            <Link className="btn btn--ghost" to="/audit" data-testid="audit-clear">
              {t('audit.clear')}
            </Link>
          )}
        </div>
      </form>
      <p className="form-note filter-form__hint">{t('audit.actionHint')}</p>
      <DataTable
        testId="audit-table"
        columns={columns}
        rows={entries.rows}
        rowId={(entry) => entry.id}
        loading={entries.loading}
        error={entries.error}
        onRetry={entries.rows === null ? entries.reload : entries.loadMore}
        emptyTitle={anyFilter ? t('common.emptyTitle') : t('audit.empty')}
        emptyText={anyFilter ? t('common.emptyText') : undefined}
        footer={
          <LoadMore hasMore={entries.hasMore} loading={entries.loadingMore} onMore={entries.loadMore} />
        }
      />
    </>
  );
}
