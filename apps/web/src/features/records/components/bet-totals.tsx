import type { BetTotals } from '@tessera/contracts';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatSignedAmount } from '../../wallet/balance-format';
import { profitTone } from '../record-labels';

/** The sums over every round the filter matches (not only the page shown). */
export function BetTotalsStrip({ totals, scale }: { totals: BetTotals; scale: number }) {
  const { t } = useTranslation();
  const items: [string, string, string][] = [
    [t('records_col_rounds'), String(totals.rounds), ''],
    [t('records_col_stake'), formatAmount(totals.stake, scale), ''],
    [t('records_col_valid_bet'), formatAmount(totals.validBet, scale), ''],
    [t('records_col_payout'), formatAmount(totals.payout, scale), ''],
    [t('records_col_profit'), formatSignedAmount(totals.profit, scale), profitTone(totals.profit)],
  ];
  return (
    <dl className="bet-totals" aria-label={t('records_totals')} data-testid="bet-totals">
      {items.map(([label, value, tone]) => (
        <div key={label} className="bet-totals__item">
          <dt>{label}</dt>
          <dd className={tone}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
