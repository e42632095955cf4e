import type { getMemberLedgerStaff, ValueOf } from '@tessera/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, columnHelper, DataTable } from '../../../components/data-table';
import { LoadMore } from '../../../components/more-pager';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { useKeysetList } from '../../../lib/hooks/use-keyset-list';
import { useBrand } from '../../brand/brand-store';
import { fetchMemberLedger } from '../api/get-member-ledger';
import { kindLabel, walletLabel } from '../member-labels';

type Line = ValueOf<typeof getMemberLedgerStaff>['list'][number];
const col = columnHelper<Line>();
const PAGE_SIZE = 50;

/** The ledger statement, newest first, each line with the wallet's balance after it. */
export function StatementTab({ memberId }: { memberId: number }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const brand = useBrand();
  const currency = brand?.currency ?? 'BDT';
  const scale = brand?.scale ?? 2;
  const lines = useKeysetList(
    (before, signal) => fetchMemberLedger(memberId, before, PAGE_SIZE, signal),
    (line) => line.seq,
    `ledger:${memberId}`,
  );
  const columns = useMemo<Column<Line>[]>(
    () => [
      col.display({
        id: 'at',
        header: t('members.when'),
        cell: ({ row }) => formatDateTime(row.original.at, lang),
      }),
      col.display({
        id: 'kind',
        header: t('members.kind'),
        cell: ({ row }) => (
          <span className="stack">
            <span>{kindLabel(t, row.original.kind)}</span>
            <span className="muted">{walletLabel(t, row.original.wallet)}</span>
          </span>
        ),
      }),
      col.display({
        id: 'reference',
        header: t('members.reference'),
        cell: ({ row }) =>
          row.original.refId ? (
            <span className="stack">
              <code className="ellipsis">{row.original.refId}</code>
              {row.original.refType && <span className="muted">{row.original.refType}</span>}
            </span>
          ) : (
            <span className="muted">—</span>
          ),
      }),
      col.display({
        id: 'amount',
        header: t('common.amount'),
        cell: ({ row }) => (
          <span className={`num ${row.original.amount < 0 ? 'num--debit' : 'num--credit'}`}>
            {row.original.amount > 0 ? '+' : ''}
            {formatMoney(row.original.amount, currency, lang, scale)}
          </span>
        ),
      }),
      col.display({
        id: 'balance',
        header: t('members.balanceAfter'),
        cell: ({ row }) => (
          <span className="num">{formatMoney(row.original.balanceAfter, currency, lang, scale)}</span>
        ),
      }),
    ],
    [t, lang, currency, scale],
  );
  return (
    <DataTable
      testId="statement-table"
      columns={columns}
      rows={lines.rows}
      // A transfer between two of the member's own wallets shows twice (out and in): seq and wallet.
      rowId={(line) => `${line.seq}:${line.wallet}`}
      loading={lines.loading}
      error={lines.error}
      onRetry={lines.rows === null ? lines.reload : lines.loadMore}
      emptyTitle={t('members.noStatement')}
      footer={<LoadMore hasMore={lines.hasMore} loading={lines.loadingMore} onMore={lines.loadMore} />}
    />
  );
}
