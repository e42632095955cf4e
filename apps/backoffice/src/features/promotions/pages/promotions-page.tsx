import {
  createPromotion,
  PROMOTION_STATUSES,
  PROMOTION_TYPES,
  type PromotionStatus,
  type PromotionType,
  type StaffPromotion,
  setPromotionStatus,
} from '@tessera/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { canUse } from '../../../app/access';
import { ConfirmDialog } from '../../../components/action-dialogs';
import { Badge } from '../../../components/badge';
import { type Column, columnHelper, DataTable } from '../../../components/data-table';
import { Icon } from '../../../components/icon';
import { FilterBar, PageHeader } from '../../../components/page-header';
import { showToast } from '../../../components/toast';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { useListQuery } from '../../../lib/hooks/use-list-query';
import { useRemote } from '../../../lib/hooks/use-remote';
import { useStore } from '../../../lib/store/store';
import { useBrand } from '../../brand/brand-store';
import { sessionStore } from '../../session/session-store';
import { fetchPromotions } from '../api/get-promotions';
import { postPromotionStatus } from '../api/post-promotion-status';
import { StatsCell } from '../components/promotion-stats';
import { STATUS_TONES, StatusButtons } from '../components/promotion-status';
import { percentText } from '../promotion-form';

const SPEC = { filters: { status: ['', ...PROMOTION_STATUSES], type: ['', ...PROMOTION_TYPES] } };
const col = columnHelper<StaffPromotion>();

/** The title in the console's language, else the first one written. */
export function promotionTitle(item: Pick<StaffPromotion, 'title'>, language: string): string {
  const titles = item.title as Record<string, string | undefined>;
  return titles[language] || Object.values(titles).find(Boolean) || '—';
}

/** Promotions by status and type, with what each has given and its status moves. */
export function PromotionsPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const role = useStore(sessionStore)?.role;
  const brand = useBrand();
  const mayCreate = canUse(createPromotion, role);
  const mayMove = canUse(setPromotionStatus, role);
  const { query, key, setFilter } = useListQuery(SPEC);
  const list = useRemote(
    (signal) =>
      fetchPromotions(
        {
          status: (query.filters.status || undefined) as PromotionStatus | undefined,
          type: (query.filters.type || undefined) as PromotionType | undefined,
        },
        signal,
      ),
    key,
  );
  const [moving, setMoving] = useState<{ item: StaffPromotion; to: PromotionStatus } | null>(null);

  const columns = useMemo<Column<StaffPromotion>[]>(() => {
    const money = (amount: number) => formatMoney(amount, brand?.currency ?? 'BDT', lang, brand?.scale ?? 2);
    const reward = (p: StaffPromotion) => (
      <span className="stack">
        <span className="num">
          {[
            p.rewardFixed > 0 ? money(p.rewardFixed) : '',
            p.rewardBp > 0 ? `${percentText(p.rewardBp)}%` : '',
          ]
            .filter(Boolean)
            .join(' + ')}
        </span>
        {p.rewardCap !== null && (
          <span className="muted num">{t('promotions.upTo', { cap: money(p.rewardCap) })}</span>
        )}
      </span>
    );
    return [
      col.display({
        id: 'title',
        header: t('promotions.titleColumn'),
        cell: ({ row }) => (
          <span className="stack">
            <Link to={`/promotions/${row.original.id}`} className="link" data-testid="edit">
              {promotionTitle(row.original, lang)}
            </Link>
            <span className="muted">
              #{row.original.id} · {t('promotions.sortShort', { n: row.original.sortOrder })}
            </span>
          </span>
        ),
      }),
      col.display({
        id: 'type',
        header: t('promotions.type'),
        cell: ({ row }) => t(`promotions.types.${row.original.type}`),
      }),
      col.display({
        id: 'state',
        header: t('common.state'),
        cell: ({ row }) => (
          <Badge
            value={row.original.status}
            label={t(`promotions.statuses.${row.original.status}`)}
            tone={STATUS_TONES[row.original.status]}
          />
        ),
      }),
      col.display({
        id: 'window',
        header: t('promotions.window'),
        cell: ({ row }) => (
          <span className="stack small">
            <span>{formatDateTime(row.original.startsAt, lang)}</span>
            <span className="muted">
              {row.original.endsAt ? formatDateTime(row.original.endsAt, lang) : t('promotions.noEnd')}
            </span>
          </span>
        ),
      }),
      col.display({
        id: 'reward',
        header: t('promotions.reward'),
        cell: ({ row }) => reward(row.original),
      }),
      col.display({
        id: 'wagering',
        header: t('promotions.wageringShort'),
        cell: ({ row }) => (
          <span className="num">{row.original.wagering > 0 ? `${row.original.wagering}×` : '—'}</span>
        ),
      }),
      col.display({
        id: 'stats',
        header: t('promotions.stats'),
        cell: ({ row }) => <StatsCell item={row.original} money={money} />,
      }),
      ...(mayMove
        ? [
            col.display({
              id: 'actions',
              header: '',
              cell: ({ row }) => (
                <div className="row-actions">
                  <StatusButtons item={row.original} onMove={(item, to) => setMoving({ item, to })} />
                </div>
              ),
            }),
          ]
        : []),
    ];
  }, [t, lang, brand, mayMove]);

  return (
    <>
      <PageHeader
        title={t('nav.promotions')}
        subtitle={t('promotions.subtitle')}
        actions={
          mayCreate && (
            <Link className="btn btn--primary" to="/promotions/new" data-testid="new-promotion">
              <Icon name="plus" size={16} /> {t('promotions.new')}
            </Link>
          )
        }
      />
      <FilterBar>
        <label className="select">
          <span>{t('common.state')}</span>
          <select
            value={query.filters.status}
            onChange={(e) => setFilter('status', e.target.value)}
            data-testid="filter-status"
          >
            <option value="">{t('common.all')}</option>
            {PROMOTION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`promotions.statuses.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="select">
          <span>{t('promotions.type')}</span>
          <select
            value={query.filters.type}
            onChange={(e) => setFilter('type', e.target.value)}
            data-testid="filter-type"
          >
            <option value="">{t('common.all')}</option>
            {PROMOTION_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`promotions.types.${type}`)}
              </option>
            ))}
          </select>
        </label>
      </FilterBar>
      <DataTable
        testId="promotions-table"
        columns={columns}
        rows={list.data?.list ?? null}
        rowId={(row) => row.id}
        loading={list.status === 'loading'}
        error={list.status === 'error' ? list.error : null}
        onRetry={list.reload}
        emptyTitle={t('promotions.emptyTitle')}
        emptyText={
          query.filters.status || query.filters.type ? t('common.emptyText') : t('promotions.emptyText')
        }
      />
      {moving && (
        <ConfirmDialog
          title={t(`promotions.moveTitles.${moving.to}`)}
          submitLabel={t(`promotions.moves.${moving.to}`)}
          danger={moving.to === 'ENDED'}
          onConfirm={() => postPromotionStatus(moving.item.id, moving.to)}
          onDone={() => {
            setMoving(null);
            showToast(t(`promotions.moved.${moving.to}`));
            list.reload();
          }}
          onClose={() => setMoving(null)}
        >
          <p>{t(`promotions.moveTexts.${moving.to}`, { title: promotionTitle(moving.item, lang) })}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
