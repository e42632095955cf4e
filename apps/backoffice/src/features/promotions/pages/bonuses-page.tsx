import {
  BONUS_STATES,
  type BonusState,
  forfeitStaffBonus,
  type listStaffBonuses,
  type ValueOf,
} from '@tessera/contracts';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { canUse } from '../../../app/access';
import { ReasonDialog } from '../../../components/action-dialogs';
import { Badge, type Tone } from '../../../components/badge';
import { type Column, columnHelper, DataTable } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { Pager } from '../../../components/pager';
import { showToast } from '../../../components/toast';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { useListQuery } from '../../../lib/hooks/use-list-query';
import { useRemote } from '../../../lib/hooks/use-remote';
import { useStore } from '../../../lib/store/store';
import { useBrand } from '../../brand/brand-store';
import { sessionStore } from '../../session/session-store';
import { fetchBonuses } from '../api/get-bonuses';
import { postForfeitBonus } from '../api/post-forfeit-bonus';
import { WageringBar } from '../components/wagering-bar';

type StaffBonus = ValueOf<typeof listStaffBonuses>['list'][number];

const PAGE_SIZE = 20;
const SPEC = {
  filters: { member: /^[1-9]\d{0,9}$/u, promotion: /^[1-9]\d{0,17}$/u, state: ['', ...BONUS_STATES] },
};
type Filter = keyof typeof SPEC.filters;
const col = columnHelper<StaffBonus>();
const TONES: Record<BonusState, Tone> = {
  WAGERING: 'info',
  CONVERTED: 'good',
  EXPIRED: 'neutral',
  FORFEITED: 'bad',
};

/** Bonuses, newest first, by member, promotion and state; a wagering one may be forfeited by money staff. */
export function BonusesPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const role = useStore(sessionStore)?.role;
  const brand = useBrand();
  const mayForfeit = canUse(forfeitStaffBonus, role);
  const { query, key, setFilters, setPage } = useListQuery(SPEC);
  const f = query.filters;
  const [draft, setDraft] = useState(f);
  useEffect(() => setDraft(f), [f]);
  const list = useRemote(
    (signal) =>
      fetchBonuses(
        {
          memberId: f.member ? Number(f.member) : undefined,
          promotionId: f.promotion || undefined,
          state: (f.state || undefined) as BonusState | undefined,
          pageNo: query.page,
          pageSize: PAGE_SIZE,
        },
        signal,
      ),
    key,
  );
  const [forfeiting, setForfeiting] = useState<StaffBonus | null>(null);

  const columns = useMemo<Column<StaffBonus>[]>(() => {
    const money = (value: number) => formatMoney(value, brand?.currency ?? 'BDT', lang, brand?.scale ?? 2);
    return [
      col.display({
        id: 'member',
        header: t('common.member'),
        cell: ({ row }) => (
          <span className="stack">
            <Link className="link" to={`/members/${row.original.memberId}`}>
              {row.original.username}
            </Link>
            <span className="muted">#{row.original.memberId}</span>
          </span>
        ),
      }),
      col.display({
        id: 'promotion',
        header: t('bonuses.promotion'),
        cell: ({ row }) =>
          row.original.promotionId ? (
            <span className="stack">
              <Link className="link" to={`/promotions/${row.original.promotionId}`}>
                {row.original.title ?? `#${row.original.promotionId}`}
              </Link>
              <span className="muted">#{row.original.id}</span>
            </span>
          ) : (
            <span className="muted">{t('bonuses.staffGrant')}</span>
          ),
      }),
      col.display({
        id: 'amount',
        header: t('common.amount'),
        cell: ({ row }) => <span className="num">{money(row.original.amount)}</span>,
      }),
      col.display({
        id: 'wagering',
        header: t('bonuses.wagering'),
        cell: ({ row }) => <WageringBar bonus={row.original} money={money} />,
      }),
      col.display({
        id: 'state',
        header: t('common.state'),
        cell: ({ row }) => (
          <Badge
            value={row.original.state}
            label={t(`bonuses.states.${row.original.state}`)}
            tone={TONES[row.original.state]}
          />
        ),
      }),
      col.display({
        id: 'issued',
        header: t('bonuses.issuedExpires'),
        cell: ({ row }) => (
          <span className="stack small">
            <span>{formatDateTime(row.original.issuedAt, lang)}</span>
            <span className="muted">
              {row.original.endedAt
                ? t('bonuses.ended', { at: formatDateTime(row.original.endedAt, lang) })
                : row.original.expiresAt
                  ? t('bonuses.expires', { at: formatDateTime(row.original.expiresAt, lang) })
                  : t('bonuses.noExpiry')}
            </span>
          </span>
        ),
      }),
      ...(mayForfeit
        ? [
            col.display({
              id: 'actions',
              header: '',
              cell: ({ row }) =>
                row.original.state === 'WAGERING' ? (
                  <div className="row-actions">
                    <button
                      type="button"
                      className="btn btn--small"
                      onClick={() => setForfeiting(row.original)}
                      data-testid="forfeit"
                    >
                      {t('bonuses.forfeit')}
                    </button>
                  </div>
                ) : null,
            }),
          ]
        : []),
    ];
  }, [t, lang, brand, mayForfeit]);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilters({ member: draft.member.trim(), promotion: draft.promotion.trim(), state: draft.state });
  };
  const set = (name: Filter, value: string) => setDraft((d) => ({ ...d, [name]: value }));
  const anyFilter = Object.values(f).some(Boolean);

  return (
    <>
      <PageHeader title={t('nav.bonuses')} subtitle={t('bonuses.subtitle')} />
      <form className="filter-form bonus-filters" onSubmit={apply} data-testid="bonus-filters">
        <label className="filter-form__field">
          <span>{t('bonuses.memberId')}</span>
          <input
            name="member"
            inputMode="numeric"
            autoComplete="off"
            value={draft.member}
            onChange={(e) => set('member', e.target.value.replace(/\D/gu, ''))}
          />
        </label>
        <label className="filter-form__field">
          <span>{t('bonuses.promotionId')}</span>
          <input
            name="promotion"
            inputMode="numeric"
            autoComplete="off"
            value={draft.promotion}
            onChange={(e) => set('promotion', e.target.value.replace(/\D/gu, ''))}
          />
        </label>
        <label className="filter-form__field">
          <span>{t('common.state')}</span>
          <select name="state" value={draft.state} onChange={(e) => set('state', e.target.value)}>
            <option value="">{t('common.all')}</option>
            {BONUS_STATES.map((s) => (
              <option key={s} value={s}>
                {t(`bonuses.states.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <div className="filter-form__buttons">
          <button type="submit" className="btn btn--primary" data-testid="apply-filters">
            {t('bonuses.apply')}
          </button>
          {anyFilter && (
            <button
              type="button"
              className="btn"
              onClick={() => setFilters({ member: '', promotion: '', state: '' })}
            >
              {t('bonuses.clear')}
            </button>
          )}
        </div>
      </form>
      <DataTable
        testId="bonuses-table"
        columns={columns}
        rows={list.data?.list ?? null}
        rowId={(row) => row.id}
        loading={list.status === 'loading'}
        error={list.status === 'error' ? list.error : null}
        onRetry={list.reload}
        emptyTitle={anyFilter ? t('common.emptyTitle') : t('bonuses.emptyTitle')}
        emptyText={anyFilter ? t('common.emptyText') : t('bonuses.emptyText')}
        footer={
          list.data && (
            <Pager page={query.page} pageSize={PAGE_SIZE} total={list.data.total} onPage={setPage} />
          )
        }
      />
      {forfeiting && (
        <ReasonDialog
          title={t('bonuses.forfeitTitle')}
          submitLabel={t('bonuses.forfeit')}
          minLength={2}
          maxLength={200}
          testId="forfeit-dialog"
          onConfirm={(reason) => postForfeitBonus(forfeiting.id, reason)}
          onDone={() => {
            setForfeiting(null);
            showToast(t('bonuses.forfeited'));
            list.reload();
          }}
          onClose={() => setForfeiting(null)}
        >
          <p>
            {t('bonuses.forfeitText', {
              member: forfeiting.username,
              amount: formatMoney(forfeiting.amount, brand?.currency ?? 'BDT', lang, brand?.scale ?? 2),
            })}
          </p>
        </ReasonDialog>
      )}
    </>
  );
}
