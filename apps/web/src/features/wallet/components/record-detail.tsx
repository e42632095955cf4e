import type { AccountRecord, WalletLine } from '@tessera/contracts';
import { useTranslation } from 'react-i18next';
import { formatBalance, formatSignedAmount } from '../balance-format';
import { formatRecordTime } from '../record-filters';
import { walletName } from '../wallet-names';
import { recordTypeKey } from './record-list';
import { ChevronLeftIcon } from './wallet-icons';

/** Everything about one movement, and the way back to the list (where the member left it). */
export function RecordDetail({
  record,
  scale,
  symbol,
  lines,
  onBack,
}: {
  record: AccountRecord;
  scale: number;
  symbol: string;
  lines: readonly WalletLine[];
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const kindKey = `wallet_kind_${record.kind.toLowerCase()}`;
  const rows: [string, React.ReactNode][] = [
    [t('wallet_col_time'), formatRecordTime(record.createdAt)],
    [t('wallet_col_type'), t(recordTypeKey(record.type))],
    [t('wallet_detail_kind'), t(kindKey, { defaultValue: record.kind })],
    [t('wallet_detail_wallet'), walletName(t, record.wallet, lines)],
    [
      t('wallet_col_amount'),
      <span key="amount" className={record.amount < 0 ? 'is-out' : 'is-in'}>
        {`${symbol} ${formatSignedAmount(record.amount, scale)}`}
      </span>,
    ],
    [t('wallet_col_balance'), formatBalance(record.balanceAfter, symbol, scale)],
    [t('wallet_detail_reference'), record.reference ?? '—'],
    [t('wallet_detail_id'), <code key="id">{record.id}</code>],
  ];
  return (
    <section className="record-detail" data-testid="record-detail" aria-label={t('wallet_detail_title')}>
      <button type="button" className="link-button record-detail__back" onClick={onBack} data-autofocus>
        <ChevronLeftIcon /> {t('wallet_detail_back')}
      </button>
      <p className={`record-detail__amount ${record.amount < 0 ? 'is-out' : 'is-in'}`}>
        {`${symbol} ${formatSignedAmount(record.amount, scale)}`}
      </p>
      <dl className="record-detail__list">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
