import type { JackpotWin } from '@tessera/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Column, columnHelper, DataTable } from '../../../components/data-table';
import { formatDateTime, formatMoney } from '../../../lib/format';

type StaffWin = JackpotWin & { memberId: number; username: string };
const col = columnHelper<StaffWin>();

/** The pool's wins, newest first: cycle, winner, amount, drop point, and the revealed seed. */
export function WinsTable(props: {
  wins: StaffWin[] | null;
  currency: string;
  scale: number;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { currency, scale } = props;
  const lang = i18n.language;
  const columns = useMemo<Column<StaffWin>[]>(
    () => [
      col.display({ id: 'cycle', header: t('jackpot.cycle'), cell: ({ row }) => row.original.cycle }),
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
        id: 'amount',
        header: t('jackpot.amount'),
        cell: ({ row }) => (
          <span className="num">{formatMoney(row.original.amount, currency, lang, scale)}</span>
        ),
      }),
      col.display({
        id: 'dropPoint',
        header: t('jackpot.dropPoint'),
        cell: ({ row }) => (
          <span className="num">
            {formatMoney(Number(row.original.dropPoint) / 10 ** scale, currency, lang, scale)}
          </span>
        ),
      }),
      col.display({
        id: 'wonAt',
        header: t('jackpot.wonAt'),
        cell: ({ row }) => <span className="nowrap">{formatDateTime(row.original.wonAt, lang)}</span>,
      }),
      col.display({
        id: 'seed',
        header: t('jackpot.seed'),
        cell: ({ row }) => <code className="jackpot-seed">{row.original.serverSeed}</code>,
      }),
    ],
    [t, currency, lang, scale],
  );
  return (
    <DataTable
      testId="jackpot-wins"
      columns={columns}
      rows={props.wins}
      rowId={(win) => String(win.cycle)}
      loading={props.loading}
      error={props.error}
      onRetry={props.onRetry}
      emptyTitle={t('jackpot.winsEmpty')}
    />
  );
}
