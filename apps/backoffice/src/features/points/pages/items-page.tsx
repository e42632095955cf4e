import { createPointItem, type StaffPointItem, updatePointItem } from '@tessera/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canUse } from '../../../app/access';
import { ConfirmDialog } from '../../../components/action-dialogs';
import { Badge } from '../../../components/badge';
import { type Column, columnHelper, DataTable } from '../../../components/data-table';
import { Icon } from '../../../components/icon';
import { PageHeader } from '../../../components/page-header';
import { showToast } from '../../../components/toast';
import { formatCount, formatMoney } from '../../../lib/format';
import { useRemote } from '../../../lib/hooks/use-remote';
import { fetchPointItems } from '../api/get-point-items';
import { putPointItem } from '../api/put-point-item';
import { ItemDialog } from '../components/item-dialog';
import { ItemImage } from '../components/item-image';
import { PointsTabs } from '../components/points-tabs';
import { CountCell, RowActions } from '../components/row-actions';
import { StockDialog } from '../components/stock-dialog';
import { inLanguage, keepItemAs } from '../point-item-form';
import { useConsoleFacts } from '../use-console-facts';

const col = columnHelper<StaffPointItem>();
type Open =
  | { kind: 'edit'; item: StaffPointItem }
  | { kind: 'new' }
  | { kind: 'stock'; item: StaffPointItem }
  | { kind: 'toggle'; item: StaffPointItem }
  | null;

/**
 * `/points/items`: the mall's items in the order members see them, switched-off ones too: the
 * picture, name, points, the valid bet asked, what is left and what was redeemed. Staff who may
 * write them add, change, restock and switch them on or off; other roles read.
 */
export function PointItemsPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { currency, scale, role } = useConsoleFacts();
  const mayCreate = canUse(createPointItem, role);
  const mayEdit = canUse(updatePointItem, role);
  const list = useRemote((signal) => fetchPointItems(signal), 'point-items');
  const items = list.data?.list ?? null;
  const [open, setOpen] = useState<Open>(null);
  const nameOf = (item: StaffPointItem) => inLanguage(item.name, lang) ?? `#${item.id}`;

  const columns = useMemo<Column<StaffPointItem>[]>(() => {
    const money = (value: number) => formatMoney(value, currency, lang, scale);
    const count = (value: number) => formatCount(value, lang);
    return [
      col.display({
        id: 'item',
        header: t('points.items.item'),
        cell: ({ row }) => {
          const item = row.original;
          const description = inLanguage(item.description, lang);
          return (
            <span className="game-cell">
              <ItemImage src={item.image} className="point-thumb" />
              <span className="stack">
                <strong data-testid="item-name">{inLanguage(item.name, lang) ?? `#${item.id}`}</strong>
                <span className="muted clamp">
                  #{item.id}
                  {description ? ` · ${description}` : ''}
                </span>
              </span>
            </span>
          );
        },
      }),
      col.display({
        id: 'points',
        header: t('points.items.points'),
        cell: ({ row }) => <CountCell testId="item-points">{count(row.original.points)}</CountCell>,
      }),
      col.display({
        id: 'requirement',
        header: t('points.items.requirement'),
        cell: ({ row }) =>
          row.original.amountRequired > 0 ? (
            <span className="num">{money(row.original.amountRequired)}</span>
          ) : (
            <span className="muted">{t('points.items.noRequirement')}</span>
          ),
      }),
      col.display({
        id: 'stock',
        header: t('points.items.stockLeft'),
        cell: ({ row }) => {
          const { stock } = row.original;
          if (stock === null) return <span className="muted">{t('points.items.unlimited')}</span>;
          if (stock === 0)
            return <Badge value="OUT_OF_STOCK" label={t('points.items.outOfStock')} tone="bad" />;
          return <CountCell testId="item-stock">{count(stock)}</CountCell>;
        },
      }),
      col.display({
        id: 'redeemed',
        header: t('points.items.redeemed'),
        cell: ({ row }) => <CountCell testId="item-redeemed">{count(row.original.redeemed)}</CountCell>,
      }),
      col.display({
        id: 'state',
        header: t('common.state'),
        cell: ({ row }) => (
          <Badge
            value={row.original.enabled ? 'ACTIVE' : 'INACTIVE'}
            label={t(row.original.enabled ? 'points.items.on' : 'points.items.off')}
          />
        ),
      }),
      ...(mayEdit
        ? [
            col.display({
              id: 'actions',
              header: '',
              cell: ({ row }) => (
                <RowActions
                  actions={[
                    {
                      label: t('common.edit'),
                      onClick: () => setOpen({ kind: 'edit', item: row.original }),
                      testId: 'edit',
                    },
                    {
                      label: t('points.items.stock'),
                      onClick: () => setOpen({ kind: 'stock', item: row.original }),
                      testId: 'restock',
                    },
                    {
                      label: t(row.original.enabled ? 'points.items.disable' : 'points.items.enable'),
                      onClick: () => setOpen({ kind: 'toggle', item: row.original }),
                      testId: row.original.enabled ? 'disable' : 'enable',
                    },
                  ]}
                />
              ),
            }),
          ]
        : []),
    ];
  }, [t, lang, currency, scale, mayEdit]);

  const done = (message: string) => {
    setOpen(null);
    showToast(message);
    list.reload();
  };
  const nextSortOrder = Math.min(9_999, Math.max(0, ...(items ?? []).map((item) => item.sortOrder)) + 1);

  return (
    <div className="points-page" data-testid="points-items-page">
      <PageHeader
        title={t('nav.points')}
        subtitle={t('points.items.subtitle')}
        actions={
          mayCreate && (
            <button
              type="button"
              className="btn btn--primary"
              onClick={() => setOpen({ kind: 'new' })}
              disabled={!list.data}
              data-testid="new-item"
            >
              <Icon name="plus" size={16} /> {t('points.items.new')}
            </button>
          )
        }
      />
      <PointsTabs />
      <DataTable
        testId="items-table"
        columns={columns}
        rows={items}
        rowId={(item) => item.id}
        loading={list.status === 'loading'}
        error={list.status === 'error' ? list.error : null}
        onRetry={list.reload}
        rowClass={(item) => (item.enabled ? undefined : 'is-off')}
        emptyTitle={t('points.items.emptyTitle')}
        emptyText={t(mayCreate ? 'points.items.emptyText' : 'points.items.emptyTextRead')}
      />
      {(open?.kind === 'edit' || open?.kind === 'new') && (
        <ItemDialog
          item={open.kind === 'edit' ? open.item : null}
          nextSortOrder={nextSortOrder}
          currency={currency}
          scale={scale}
          onClose={() => setOpen(null)}
          onDone={(saved) =>
            done(
              t(open.kind === 'edit' ? 'points.items.saved' : 'points.items.created', {
                name: nameOf(saved),
              }),
            )
          }
        />
      )}
      {open?.kind === 'stock' && (
        <StockDialog
          item={open.item}
          onClose={() => setOpen(null)}
          onDone={(saved) => done(t('points.items.restocked', { name: nameOf(saved) }))}
        />
      )}
      {open?.kind === 'toggle' && (
        <ConfirmDialog
          title={t(open.item.enabled ? 'points.items.disableTitle' : 'points.items.enableTitle')}
          submitLabel={t(open.item.enabled ? 'points.items.disable' : 'points.items.enable')}
          danger={open.item.enabled}
          onConfirm={() => putPointItem(open.item.id, keepItemAs(open.item, { enabled: !open.item.enabled }))}
          onDone={() =>
            done(
              t(open.item.enabled ? 'points.items.disabled' : 'points.items.enabled', {
                name: nameOf(open.item),
              }),
            )
          }
          onClose={() => setOpen(null)}
        >
          <p>
            {t(open.item.enabled ? 'points.items.disableText' : 'points.items.enableText', {
              name: nameOf(open.item),
            })}
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}
