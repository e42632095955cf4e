import type { Deposit } from '@tessera/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUniqueId } from '../../../lib/ids/use-unique-id';
import { formatRecordTime } from '../../wallet/record-filters';
import { type DepositCurrency, moneyText, reasonKey, STATE_KEYS } from '../deposit-rules';
import { BankInstructions } from './bank-instructions';

/**
 * One deposit: amount, state badge, channel, reference and time. A pending online payment can be
 * continued on the gateway's page; a pending bank transfer shows its instructions again.
 */
export function DepositRow({ deposit: d, currency }: { deposit: Deposit; currency: DepositCurrency | null }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const detailsId = useUniqueId();
  const money = currency ? moneyText(d.amount, currency) : `${d.currency} ${d.amount}`;
  const reason = d.reason ? (reasonKey(d.reason) ? t(reasonKey(d.reason)!) : d.reason) : null;
  const bankPending = d.state === 'PENDING' && d.type === 'BANK' && currency !== null;

  return (
    <li className="deposit-row" data-testid="deposit-row" data-state={d.state}>
      <div className="deposit-row__main">
        <span className="deposit-row__amount">{money}</span>
        <span className={`deposit-state deposit-state--${d.state.toLowerCase()}`} data-testid="deposit-state">
          {t(STATE_KEYS[d.state])}
        </span>
      </div>
      <div className="deposit-row__meta">
        <span>
          {d.channelName} · <span className="deposit-row__reference">{d.reference}</span>
        </span>
        <span>{formatRecordTime(d.createdAt)}</span>
      </div>
      {reason && d.state === 'REJECTED' && (
        <p className="deposit-row__reason">{t('dep_reason', { reason })}</p>
      )}
      {d.state === 'PENDING' && d.payUrl && (
        <div className="deposit-row__actions">
          <span className="deposit-row__deadline">
            {t('dep_pay_before', { time: formatRecordTime(d.expiresAt) })}
          </span>
          <a className="button button--primary button--small" href={d.payUrl} data-testid="deposit-continue">
            {t('dep_continue_payment')}
          </a>
        </div>
      )}
      {bankPending && (
        <button
          type="button"
          className="link-button deposit-row__toggle"
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? t('dep_hide_details') : t('dep_show_details')}
        </button>
      )}
      {bankPending && open && (
        <div id={detailsId} className="deposit-row__details">
          <BankInstructions deposit={d} currency={currency} />
        </div>
      )}
    </li>
  );
}
