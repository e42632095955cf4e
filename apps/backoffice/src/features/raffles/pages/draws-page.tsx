import type { StaffRaffleDraw } from '@tessera/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../components/badge';
import { type Column, columnHelper, DataTable } from '../../../components/data-table';
import { SelectFilter } from '../../../components/field';
import { FilterBar, PageHeader } from '../../../components/page-header';
import { Pager } from '../../../components/pager';
import { formatCount, formatDateTime, formatMoney } from '../../../lib/format';
import { useListQuery } from '../../../lib/hooks/use-list-query';
import { useRemote } from '../../../lib/hooks/use-remote';
import { inLanguage } from '../../points/point-item-form';
import { useConsoleFacts } from '../../points/use-console-facts';
import { fetchRaffleDraws } from '../api/get-raffle-draws';
import { fetchRaffles } from '../api/get-raffles';
import { RaffleTabs } from '../components/raffle-tabs';

const PAGE_SIZE = 20;
const SPEC = { filters: { raffle: /^[1-9]\d{0,17}$/u } };
const col = columnHelper<StaffRaffleDraw>();

/**
 * `/raffles/draws`: every draw, newest first, of one raffle or all: who drew, what, with which
 * nonce and commitment, and whether the member's seed is revealed (anyone can then check it).
 */
export function RaffleDrawsPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { currency, scale } = useConsoleFacts();
  const { query, key, setFilter, setPage } = useListQuery(SPEC);
  const raffles = useRemote((signal) => fetchRaffles(signal), 'raffles');
  const list = useRemote(
    (signal) =>
      fetchRaffleDraws(
        { raffleId: query.filters.raffle || undefined, pageNo: query.page, pageSize: PAGE_SIZE },
        signal,
      ),
    key,
  );
  const columns = useMemo<Column<StaffRaffleDraw>[]>(
    () => [
      col.display({
        id: 'time',
        header: t('raffles.drawsList.time'),
        cell: ({ row }) => <span className="nowrap">{formatDateTime(row.original.createdAt, lang)}</span>,
      }),
      col.display({
        id: 'member',
        header: t('common.member'),
        cell: ({ row }) => (
          <Link className="link" to={`/members/${row.original.memberId}`}>
            {row.original.username}
          </Link>
        ),
      }),
      col.display({
        id: 'kind',
        header: t('raffles.kind'),
        cell: ({ row }) => t(`raffles.kinds.${row.original.kind}`),
      }),
      col.display({
        id: 'prize',
        header: t('raffles.drawsList.prize'),
        cell: ({ row }) => {
          const draw = row.original;
          const amount =
            draw.prizeType === 'CASH' || draw.prizeType === 'BONUS'
              ? formatMoney(draw.amount, currency, lang, scale)
              : draw.prizeType === 'POINTS'
                ? t('raffles.ev.pointsShort', { points: formatCount(draw.amount, lang) })
                : '';
          return (
            <span className="stack" data-testid="draw-prize">
              <span>{draw.label}</span>
              <span className="muted small">
                {t(`raffles.prizeTypes.${draw.prizeType}`)}
                {amount ? ` · ${amount}` : ''} · {t('raffles.drawsList.row', { row: draw.prizeIndex + 1 })}
              </span>
            </span>
          );
        },
      }),
      col.display({
        id: 'proof',
        header: t('raffles.drawsList.proof'),
        cell: ({ row }) => (
          <span className="stack">
            <code className="small" title={row.original.commitment}>
              {row.original.commitment.slice(0, 12)}… ·{' '}
              {t('raffles.drawsList.nonce', { nonce: row.original.nonce })}
            </code>
            <Badge
              value={row.original.revealed ? 'REVEALED' : 'SEALED'}
              label={t(row.original.revealed ? 'raffles.drawsList.revealed' : 'raffles.drawsList.sealed')}
              tone={row.original.revealed ? 'good' : 'neutral'}
            />
          </span>
        ),
      }),
    ],
    [t, lang, currency, scale],
  );
  return (
    <div className="raffles-page" data-testid="raffle-draws-page">
      <PageHeader title={t('nav.raffles')} subtitle={t('raffles.drawsList.subtitle')} />
      <RaffleTabs />
      <FilterBar>
        <SelectFilter
          label={t('raffles.raffle')}
          name="raffle"
          value={query.filters.raffle}
          allLabel={t('raffles.drawsList.allRaffles')}
          options={(raffles.data?.list ?? []).map((raffle) => ({
            value: raffle.id,
            label: inLanguage(raffle.title, lang) ?? `#${raffle.id}`,
          }))}
          onChange={(value) => setFilter('raffle', value)}
          testId="draws-raffle"
        />
      </FilterBar>
      <DataTable
        testId="raffle-draws-table"
        columns={columns}
        rows={list.data?.list ?? null}
        rowId={(draw) => draw.id}
        loading={list.status === 'loading'}
        error={list.status === 'error' ? list.error : null}
        onRetry={list.reload}
        emptyTitle={t('raffles.drawsList.emptyTitle')}
        emptyText={t('raffles.drawsList.emptyText')}
        footer={
          list.data && (
            <Pager page={query.page} pageSize={PAGE_SIZE} total={list.data.total} onPage={setPage} />
          )
        }
      />
    </div>
  );
}
