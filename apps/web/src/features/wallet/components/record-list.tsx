import type { AccountRecord, WalletLine } from '@tessera/contracts';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatSignedAmount } from '../balance-format';
import { formatRecordTime } from '../record-filters';
import { walletName } from '../wallet-names';
import { ChevronRightIcon } from './wallet-icons';

export const recordTypeKey = (type: AccountRecord['type']) => `wallet_type_${type.toLowerCase()}`;

/** One row per movement: time, type, amount coloured by direction, balance after; a click opens it. */
export function RecordList({
  records,
  scale,
  lines,
  onOpen,
}: {
  records: readonly AccountRecord[];
  scale: number;
  /** The member's wallets, to name a vendor wallet by its brand name. */
  lines: readonly WalletLine[];
  onOpen: (record: AccountRecord) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="records" data-testid="record-list">
      <div className="records__head" aria-hidden="true">
        <span>{t('wallet_col_time')}</span>
        <span>{t('wallet_col_type')}</span>
        <span className="records__num">{t('wallet_col_amount')}</span>
        <span className="records__num">{t('wallet_col_balance')}</span>
      </div>
      <ul className="records__list">
        {records.map((record) => (
          <li key={`${record.id}-${record.wallet}`}>
            <button
              type="button"
              className="record-row"
              onClick={() => onOpen(record)}
              data-testid="record-row"
              data-type={record.type}
            >
              <span className="record-row__time">{formatRecordTime(record.createdAt)}</span>
              <span className="record-row__type">
                {t(recordTypeKey(record.type))}
                {record.wallet !== 'MAIN' && (
                  <span className="record-row__wallet">{walletName(t, record.wallet, lines)}</span>
                )}
              </span>
              <span
                className={`record-row__amount records__num ${record.amount < 0 ? 'is-out' : 'is-in'}`}
                data-testid="record-amount"
              >
                {formatSignedAmount(record.amount, scale)}
              </span>
              <span className="record-row__balance records__num">
                <span className="record-row__balance-label">{t('wallet_col_balance')} </span>
                {formatAmount(record.balanceAfter, scale)}
              </span>
              <ChevronRightIcon className="record-row__chevron" />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
