import type { BetRecord } from '@tessera/contracts';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatSignedAmount } from '../../wallet/balance-format';
import { ChevronRightIcon } from '../../wallet/components/wallet-icons';
import { formatRecordTime } from '../../wallet/record-filters';
import { categoryKey, profitTone, statusKey } from '../record-labels';

/**
 * One row per round: when, which game, the stake and what it made; a click opens the round. The
 * agent's team betting shows whose round it was (`account`).
 */
export function BetRecordList({
  records,
  scale,
  vendorNames,
  onOpen,
}: {
  records: readonly (BetRecord & { account?: string })[];
  scale: number;
  /** Vendor names by code (the lobby's); the code where a vendor is unknown. */
  vendorNames: ReadonlyMap<string, string>;
  onOpen?: (record: BetRecord) => void;
}) {
  const Row = onOpen ? 'button' : 'div';
  const { t } = useTranslation();
  return (
    <div className="records bet-records" data-testid="bet-record-list">
      <div className="records__head" aria-hidden="true">
        <span>{t('wallet_col_time')}</span>
        <span>{t('records_col_game')}</span>
        <span className="records__num">{t('records_col_stake')}</span>
        <span className="records__num">{t('records_col_profit')}</span>
      </div>
      <ul className="records__list">
        {records.map((record) => (
          <li key={record.id}>
            <Row
              {...(onOpen ? { type: 'button' as const, onClick: () => onOpen(record) } : {})}
              className={`record-row ${onOpen ? '' : 'record-row--static'}`}
              data-testid="bet-record-row"
              data-status={record.status}
            >
              <span className="record-row__time">{formatRecordTime(record.openedAt)}</span>
              <span className="record-row__type">
                {record.account && (
                  <span className="record-row__account" data-testid="bet-record-account">
                    {record.account}
                  </span>
                )}
                {record.gameName}
                <span className="record-row__wallet">
                  {`${vendorNames.get(record.vassalage) ?? record.vassalage} · ${t(categoryKey(record.gameType))}`}
                  {record.status !== 'CLOSED' && (
                    <span className={`bet-status bet-status--${record.status.toLowerCase()}`}>
                      {t(statusKey(record.status))}
                    </span>
                  )}
                </span>
              </span>
              <span className="record-row__stake records__num">
                <span className="record-row__balance-label">{t('records_col_stake')} </span>
                {formatAmount(record.stake, scale)}
              </span>
              <span className={`record-row__amount records__num ${profitTone(record.profit)}`}>
                {formatSignedAmount(record.profit, scale)}
              </span>
              {onOpen ? <ChevronRightIcon className="record-row__chevron" /> : <span />}
            </Row>
          </li>
        ))}
      </ul>
    </div>
  );
}
