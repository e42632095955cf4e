import type { StaffChannel } from '@tessera/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/action-dialogs';
import { Badge } from '../../../components/badge';
import { type Column, columnHelper, DataTable } from '../../../components/data-table';
import { Icon } from '../../../components/icon';
import { PageHeader } from '../../../components/page-header';
import { showToast } from '../../../components/toast';
import { formatMoney } from '../../../lib/format';
import { useAction } from '../../../lib/hooks/use-action';
import { useRemote } from '../../../lib/hooks/use-remote';
import { useBrand } from '../../brand/brand-store';
import { fetchPaymentChannels } from '../api/get-payment-channels';
import { putPaymentChannel } from '../api/put-payment-channel';
import { keepAs } from '../channel-form';
import { ChannelDialog } from '../components/channel-dialog';

const col = columnHelper<StaffChannel>();
type Open =
  | { kind: 'edit'; channel: StaffChannel }
  | { kind: 'new' }
  | { kind: 'toggle'; channel: StaffChannel }
  | null;

/** The brand's deposit channels in the order members see them: order, on or off, limits, accounts. */
export function PaymentChannelsPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const brand = useBrand();
  const currency = brand?.currency ?? 'BDT';
  const scale = brand?.scale ?? 2;
  const list = useRemote((signal) => fetchPaymentChannels(signal), 'channels');
  const [open, setOpen] = useState<Open>(null);
  const move = useAction();
  const channels = list.data?.channels ?? null;

  const columns = useMemo<Column<StaffChannel>[]>(() => {
    const money = (value: number) => formatMoney(value, currency, lang, scale);
    const count = channels?.length ?? 0;
    const reorder = async (channel: StaffChannel, position: number) => {
      if (await move.run(() => putPaymentChannel(channel.code, keepAs(channel, position)))) {
        showToast(t('channels.moved', { name: channel.name }));
        list.reload();
      }
    };
    return [
      col.display({
        id: 'order',
        header: t('channels.order'),
        cell: ({ row }) => (
          <span className="order">
            <span className="order__n">{row.index + 1}</span>
            <button
              type="button"
              className="btn btn--icon btn--small btn--ghost"
              disabled={row.index === 0 || move.busy}
              onClick={() => void reorder(row.original, row.index - 1)}
              aria-label={t('channels.moveUp', { name: row.original.name })}
              data-testid="move-up"
            >
              <Icon name="arrow-up" size={16} />
            </button>
            <button
              type="button"
              className="btn btn--icon btn--small btn--ghost"
              disabled={row.index === count - 1 || move.busy}
              onClick={() => void reorder(row.original, row.index + 1)}
              aria-label={t('channels.moveDown', { name: row.original.name })}
              data-testid="move-down"
            >
              <Icon name="arrow-down" size={16} />
            </button>
          </span>
        ),
      }),
      col.display({
        id: 'name',
        header: t('channels.name'),
        cell: ({ row }) => (
          <span className="stack">
            <strong>{row.original.name}</strong>
            <code className="muted">{row.original.code}</code>
          </span>
        ),
      }),
      col.display({
        id: 'type',
        header: t('channels.type'),
        cell: ({ row }) => {
          const c = row.original;
          return (
            <span className="stack">
              <span>{t(`channels.types.${c.type}`)}</span>
              <span className="muted">
                {c.type === 'BANK'
                  ? [c.bank?.bankName, c.bank?.accountNumber].filter(Boolean).join(' · ')
                  : c.gateway}
              </span>
            </span>
          );
        },
      }),
      col.display({
        id: 'limits',
        header: t('channels.limits'),
        cell: ({ row }) => (
          <span className="num">
            {money(row.original.min)} – {money(row.original.max)}
          </span>
        ),
      }),
      col.display({
        id: 'presets',
        header: t('channels.presets'),
        cell: ({ row }) =>
          row.original.presets.length ? (
            <span className="chips">
              {row.original.presets.map((preset) => (
                <span key={preset} className="chip num">
                  {money(preset)}
                </span>
              ))}
            </span>
          ) : (
            <span className="muted">—</span>
          ),
      }),
      col.display({
        id: 'state',
        header: t('common.state'),
        cell: ({ row }) => (
          <span className="marks">
            <Badge
              value={row.original.enabled ? 'ACTIVE' : 'INACTIVE'}
              label={t(row.original.enabled ? 'channels.on' : 'channels.off')}
            />
            {!row.original.usable && <Badge value="UNUSABLE" label={t('channels.unusable')} tone="bad" />}
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
              onClick={() => setOpen({ kind: 'toggle', channel: row.original })}
              data-testid={row.original.enabled ? 'disable' : 'enable'}
            >
              {t(row.original.enabled ? 'channels.disable' : 'channels.enable')}
            </button>
            <button
              type="button"
              className="btn btn--small"
              onClick={() => setOpen({ kind: 'edit', channel: row.original })}
              data-testid="edit"
            >
              {t('common.edit')}
            </button>
          </div>
        ),
      }),
    ];
  }, [t, channels?.length, move, list.reload, currency, lang, scale]);

  const indexOf = (code: string) => channels?.findIndex((c) => c.code === code) ?? 0;
  const done = (message: string) => {
    setOpen(null);
    showToast(message);
    list.reload();
  };
  const unusable = channels?.filter((c) => !c.usable && c.enabled).length ?? 0;

  return (
    <>
      <PageHeader
        title={t('nav.channels')}
        subtitle={t('channels.subtitle')}
        actions={
          <button
            type="button"
            className="btn btn--primary"
            onClick={() => setOpen({ kind: 'new' })}
            disabled={!list.data}
            data-testid="new-channel"
          >
            <Icon name="plus" size={16} /> {t('channels.new')}
          </button>
        }
      />
      {unusable > 0 && (
        <p className="callout channels-warning" role="status" data-testid="unusable-warning">
          {t('channels.unusableWarning', { count: unusable })}
        </p>
      )}
      {move.error && (
        <p className="form-error" role="alert">
          {move.error}
        </p>
      )}
      <DataTable
        testId="channels-table"
        columns={columns}
        rows={channels}
        rowId={(channel) => channel.code}
        loading={list.status === 'loading'}
        error={list.status === 'error' ? list.error : null}
        onRetry={list.reload}
        emptyTitle={t('channels.empty')}
        emptyText={t('channels.emptyText')}
      />
      {list.data && (open?.kind === 'edit' || open?.kind === 'new') && (
        <ChannelDialog
          channel={open.kind === 'edit' ? open.channel : null}
          position={open.kind === 'edit' ? indexOf(open.channel.code) : list.data.channels.length}
          gateways={list.data.gateways}
          scale={scale}
          currency={currency}
          onClose={() => setOpen(null)}
          onDone={() => done(t(open.kind === 'edit' ? 'channels.saved' : 'channels.created'))}
        />
      )}
      {open?.kind === 'toggle' && (
        <ConfirmDialog
          title={t(open.channel.enabled ? 'channels.disableTitle' : 'channels.enableTitle')}
          submitLabel={t(open.channel.enabled ? 'channels.disable' : 'channels.enable')}
          danger={open.channel.enabled}
          onConfirm={() =>
            putPaymentChannel(
              open.channel.code,
              keepAs(open.channel, indexOf(open.channel.code), { enabled: !open.channel.enabled }),
            )
          }
          onDone={() =>
            done(
              t(open.channel.enabled ? 'channels.disabled' : 'channels.enabled', { name: open.channel.name }),
            )
          }
          onClose={() => setOpen(null)}
        >
          <p>
            {t(open.channel.enabled ? 'channels.disableText' : 'channels.enableText', {
              name: open.channel.name,
            })}
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}
