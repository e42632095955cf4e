import type { Bill } from '@tessera/contracts';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../i18n/numbers';
import { formatBillPeriod } from '../bill-period';
import { billStateKey, billTone, typeKey } from '../contract-labels';
import { formatRate } from '../rates';
import { useMoney } from '../use-money';
import { ContractTypeIcon } from './contract-type-icon';

export type BillSide = 'received' | 'paid';

/**
 * Bills as cards (domain.md §7: a bill shows its inputs, the tier hit, the rate and the amount):
 * the period and state, who paid or was paid, valid bet, net loss (dividends), active members, the
 * tier reached, the rate and the amount. `showType` names the type (the income report's list).
 */
export function BillRows({
  bills,
  side,
  showType = false,
}: {
  bills: readonly Bill[];
  side: BillSide;
  showType?: boolean;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <ul className="ct-bills" data-testid="bill-rows">
      {bills.map((bill) => {
        const waitingKey =
          bill.state === 'INSUFFICIENT_BALANCE' && side === 'paid'
            ? 'ct_bill_INSUFFICIENT_BALANCE_paid'
            : null;
        return (
          <li
            key={bill.id}
            className="ct-bill"
            data-testid="bill-row"
            data-state={bill.state}
            data-id={bill.id}
          >
            <div className="ct-bill__head">
              {showType && (
                <span className="ct-bill__type">
                  <ContractTypeIcon type={bill.type} />
                  {t(typeKey(bill.type))}
                </span>
              )}
              <span className="ct-bill__period">{formatBillPeriod(bill.periodStart, bill.periodEnd)}</span>
              <span className={`agent-tag ct-tag ct-tag--${billTone(bill.state)}`} data-testid="bill-state">
                {t(waitingKey ?? billStateKey(bill.state))}
              </span>
            </div>
            <p className="ct-bill__who">
              {side === 'paid'
                ? t('ct_bill_to', { account: bill.payee })
                : bill.payer
                  ? t('ct_bill_from', { account: bill.payer })
                  : t('ct_bill_from_house')}
            </p>
            <dl className="downline__facts ct-bill__facts">
              <div>
                <dt>{t('ct_valid_bet')}</dt>
                <dd>{money(bill.validBet)}</dd>
              </div>
              {bill.type === 'DIVIDEND' && (
                <div>
                  <dt>{t('ct_net_loss')}</dt>
                  <dd>{money(bill.netLoss)}</dd>
                </div>
              )}
              <div>
                <dt>{t('ct_active_members')}</dt>
                <dd>{formatCount(bill.activeMembers)}</dd>
              </div>
              <div>
                <dt>{t('ct_tier_reached')}</dt>
                <dd>
                  {bill.tierIndex === null ? t('ct_tier_none') : t('ct_tier_n', { n: bill.tierIndex + 1 })}
                </dd>
              </div>
              <div>
                <dt>{t('ct_rate')}</dt>
                <dd>{formatRate(bill.rateBp)}</dd>
              </div>
              <div className="ct-bill__amount">
                <dt>{t('ct_amount')}</dt>
                <dd className={bill.state === 'PAID' ? 'is-in' : ''} data-testid="bill-amount">
                  {money(bill.amount)}
                </dd>
              </div>
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
