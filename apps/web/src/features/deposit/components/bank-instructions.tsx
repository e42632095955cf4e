import type { Deposit } from '@tessera/contracts';
import { useTranslation } from 'react-i18next';
import { formatRecordTime } from '../../wallet/record-filters';
import { type DepositCurrency, moneyText } from '../deposit-rules';
import { CopyButton } from './copy-button';
import { ClockIcon } from './deposit-icons';

/** What a member needs to make the bank transfer: the account, the reference code, the deadline. */
export function BankInstructions({
  deposit,
  currency,
  onNew,
}: {
  deposit: Deposit;
  currency: DepositCurrency;
  onNew?: () => void;
}) {
  const { t } = useTranslation();
  const bank = deposit.bank;
  return (
    <section
      className="deposit-bank"
      aria-labelledby={`deposit-bank-${deposit.id}`}
      data-testid="deposit-bank"
    >
      <span
        className="deposit-state deposit-state--pending deposit-bank__status"
        data-testid="deposit-waiting"
      >
        <ClockIcon />
        {t('dep_waiting')}
      </span>
      <h4 id={`deposit-bank-${deposit.id}`} className="deposit-bank__title">
        {t('dep_bank_title', { amount: moneyText(deposit.amount, currency) })}
      </h4>
      <div className="deposit-reference">
        <span className="deposit-reference__label">{t('dep_reference')}</span>
        <strong className="deposit-reference__code" data-testid="deposit-reference">
          {deposit.reference}
        </strong>
        <CopyButton text={deposit.reference} what={t('dep_reference')} testId="deposit-copy-reference" />
      </div>
      <p className="deposit-bank__hint">{t('dep_reference_hint')}</p>
      {bank && (
        <dl className="deposit-bank__details">
          <div>
            <dt>{t('dep_bank_name')}</dt>
            <dd>{bank.bankName}</dd>
          </div>
          <div>
            <dt>{t('dep_account_name')}</dt>
            <dd>{bank.accountName}</dd>
          </div>
          <div>
            <dt>{t('dep_account_number')}</dt>
            <dd className="deposit-bank__number">
              <span data-testid="deposit-account-number">{bank.accountNumber}</span>
              <CopyButton text={bank.accountNumber} what={t('dep_account_number')} />
            </dd>
          </div>
          {bank.branch && (
            <div>
              <dt>{t('dep_branch')}</dt>
              <dd>{bank.branch}</dd>
            </div>
          )}
        </dl>
      )}
      <p className="deposit-bank__hint">
        {t('dep_waiting_hint', { time: formatRecordTime(deposit.expiresAt) })}
      </p>
      {onNew && (
        <button type="button" className="button button--outline" onClick={onNew} data-testid="deposit-new">
          {t('dep_new_deposit')}
        </button>
      )}
    </section>
  );
}
