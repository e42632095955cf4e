import { putVendorStaff, rotateVendorSecretStaff } from '@tessera/contracts';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { canUse } from '../../../app/access';
import { Badge } from '../../../components/badge';
import { type Column, columnHelper, DataTable } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { showToast } from '../../../components/toast';
import { formatCount, formatDateTime } from '../../../lib/format';
import { useRemote } from '../../../lib/hooks/use-remote';
import { useStore } from '../../../lib/store/store';
import { sessionStore } from '../../session/session-store';
import { fetchVendors } from '../api/get-vendors';
import { CatalogTabs } from '../components/catalog-tabs';
import { SecretDialog } from '../components/secret-dialog';
import { type StaffVendor, VendorDialog } from '../components/vendor-dialog';

const col = columnHelper<StaffVendor>();

/** The game vendors in lobby order: status, wallet, games, whether this brand offers them. */
export function VendorsPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const role = useStore(sessionStore)?.role;
  const editable = canUse(putVendorStaff, role);
  const rotatable = canUse(rotateVendorSecretStaff, role);
  const vendors = useRemote((signal) => fetchVendors(signal), 'vendors');
  const [rows, setRows] = useState<StaffVendor[] | null>(null);
  useEffect(() => setRows(vendors.data?.list ?? null), [vendors.data]);
  const [editing, setEditing] = useState<StaffVendor | null>(null);
  const [rotating, setRotating] = useState<StaffVendor | null>(null);

  const columns = useMemo<Column<StaffVendor>[]>(
    () => [
      col.display({
        id: 'vendor',
        header: t('catalog.vendor'),
        cell: ({ row }) => (
          <span className="stack">
            <strong>{row.original.name}</strong>
            <span className="muted">
              <code>{row.original.code}</code> · {t(`catalog.kinds.${row.original.kind}`)} ·{' '}
              {t(`catalog.wallets.${row.original.walletMode}`)}
            </span>
          </span>
        ),
      }),
      col.display({
        id: 'status',
        header: t('common.state'),
        cell: ({ row }) => (
          <span className="stack">
            <Badge value={row.original.status} label={t(`catalog.vendorStatus.${row.original.status}`)} />
            {row.original.remark && <span className="muted clamp">{row.original.remark}</span>}
          </span>
        ),
      }),
      col.display({
        id: 'offered',
        header: t('catalog.offeredShort'),
        cell: ({ row }) =>
          row.original.offered ? (
            <Badge value="ON" label={t('catalog.offeredYes')} tone="good" />
          ) : (
            <Badge value="OFF" label={t('catalog.offeredNo')} tone="neutral" />
          ),
      }),
      col.display({
        id: 'sort',
        header: t('catalog.order'),
        cell: ({ row }) => <span className="num">{row.original.sort}</span>,
      }),
      col.display({
        id: 'games',
        header: t('catalog.gameCount'),
        cell: ({ row }) => (
          <Link
            className="link num"
            to={`/catalog/games?vendor=${encodeURIComponent(row.original.code)}`}
            data-testid="vendor-games"
          >
            {t('catalog.gamesOf', { count: row.original.games, n: formatCount(row.original.games, lang) })}
          </Link>
        ),
      }),
      col.display({
        id: 'secret',
        header: t('catalog.secretColumn'),
        cell: ({ row }) => {
          const v = row.original;
          if (!v.hasSecret) return <Badge value="NONE" label={t('catalog.secretNone')} tone="bad" />;
          return (
            <span className="stack small" data-testid="vendor-secret">
              <span>
                {v.secretRotatedAt
                  ? t('catalog.secretRotated', { time: formatDateTime(v.secretRotatedAt, lang) })
                  : t('catalog.secretConfigured')}
              </span>
              {v.previousSecretValidUntil && (
                <span className="muted">
                  {t('catalog.secretOldAccepted', { time: formatDateTime(v.previousSecretValidUntil, lang) })}
                </span>
              )}
            </span>
          );
        },
      }),
      col.display({
        id: 'actions',
        header: '',
        cell: ({ row }) =>
          editable || rotatable ? (
            <div className="row-actions">
              {editable && (
                <button
                  type="button"
                  className="btn btn--small"
                  onClick={() => setEditing(row.original)}
                  data-testid="edit-vendor"
                >
                  {t('common.edit')}
                </button>
              )}
              {rotatable && (
                <button
                  type="button"
                  className="btn btn--small"
                  onClick={() => setRotating(row.original)}
                  data-testid="rotate-secret"
                >
                  {t('catalog.rotateSecret')}
                </button>
              )}
            </div>
          ) : null,
      }),
    ],
    [t, lang, editable, rotatable],
  );

  return (
    <>
      <PageHeader title={t('nav.games')} subtitle={t('catalog.vendorsSubtitle')} />
      <CatalogTabs />
      <DataTable
        testId="vendors-table"
        columns={columns}
        rows={rows}
        rowId={(v) => v.code}
        loading={vendors.status === 'loading'}
        error={vendors.status === 'error' ? vendors.error : null}
        onRetry={vendors.reload}
        emptyTitle={t('catalog.noVendors')}
      />
      {editing && (
        <VendorDialog
          vendor={editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            setRows((before) => before?.map((v) => (v.code === saved.code ? saved : v)) ?? null);
            showToast(t('catalog.vendorSaved', { name: saved.name }));
          }}
        />
      )}
      {rotating && (
        <SecretDialog
          vendor={rotating}
          onClose={() => setRotating(null)}
          onRotated={(rotated) => {
            const patch = {
              hasSecret: true,
              secretRotatedAt: rotated.rotatedAt,
              previousSecretValidUntil: rotated.previousSecretValidUntil,
            };
            setRows(
              (before) =>
                before?.map((v) => (v.code === rotated.vendorCode ? { ...v, ...patch } : v)) ?? null,
            );
            showToast(t('catalog.secretRotatedToast', { name: rotating.name }));
          }}
        />
      )}
    </>
  );
}
