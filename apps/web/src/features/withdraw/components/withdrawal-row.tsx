import type { Withdrawal } from '@tessera/contracts';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUniqueId } from '../../../lib/ids/use-unique-id';
import { formatRecordTime } from '../../wallet/record-filters';
import { useNow } from '../use-now';
import { type Currency, cardText, clockText, moneyText, secondsUntil } from '../withdraw-rules';
import { ProofGallery } from './proof-gallery';
import { STATE_KEYS } from './withdrawal-history';

/**
 * One withdrawal: amount, state badge, card and time. A disbursed one waits for the member's
 * confirmation (with the time left); the others open their details.
 */
export function WithdrawalRow({
  withdrawal: w,
  currency,
  onConfirm,
  onExpired,
}: {
  withdrawal: Withdrawal;
  currency: Currency | null;
  onConfirm: (withdrawal: Withdrawal) => void;
  onExpired: () => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const detailsId = useUniqueId();
  const waiting = w.state === 'DISBURSED';
  const now = useNow(waiting);
  const left = secondsUntil(w.autoReceiveAt, now);
  const money = (amount: number) => (currency ? moneyText(amount, currency) : String(amount));

  useEffect(() => {
    // The server counts it as received now; read the list again to show that.
    if (waiting && left === 0) {
      const timer = setTimeout(onExpired, 2000);
      return () => clearTimeout(timer);
    }
  }, [waiting, left, onExpired]);

  return (
    <li
      className={`withdrawal ${waiting ? 'withdrawal--waiting' : ''}`}
      data-testid="withdrawal-row"
      data-state={w.state}
    >
      <div className="withdrawal__main">
        <span className="withdrawal__amount">{money(w.amount)}</span>
        <span className={`state-badge state-badge--${w.state.toLowerCase()}`} data-testid="withdrawal-state">
          {t(STATE_KEYS[w.state])}
        </span>
      </div>
      <div className="withdrawal__meta">
        <span>{cardText(w.card)}</span>
        <span>{formatRecordTime(w.createdAt)}</span>
      </div>
      {waiting ? (
        <div className="withdrawal__confirm">
          <span className="withdrawal__countdown" data-testid="withdrawal-countdown">
            {left > 0 ? t('wd_countdown', { time: clockText(left) }) : t('wd_confirm_expired')}
          </span>
          <button
            type="button"
            className="button button--primary button--small"
            onClick={() => onConfirm(w)}
            disabled={left === 0}
            data-testid="withdrawal-confirm"
          >
            {t('wd_confirm_action')}
          </button>
        </div>
      ) : (
        <button
          type="button"
          className="link-button withdrawal__toggle"
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? t('wd_hide_details') : t('wd_show_details')}
        </button>
      )}
      {open && !waiting && (
        <div id={detailsId} className="withdrawal__details" data-testid="withdrawal-details">
          <dl className="withdrawal__facts">
            {w.reviewedAt && (
              <div>
                <dt>{t('wd_reviewed_at')}</dt>
                <dd>{formatRecordTime(w.reviewedAt)}</dd>
              </div>
            )}
            {w.disbursedAt && (
              <div>
                <dt>{t('wd_disbursed_at')}</dt>
                <dd>{formatRecordTime(w.disbursedAt)}</dd>
              </div>
            )}
            {w.rejectReason && (
              <div>
                <dt>{t('wd_reject_reason')}</dt>
                <dd>{w.rejectReason}</dd>
              </div>
            )}
            {w.receipt && (
              <div>
                <dt>{t('wd_receipt')}</dt>
                <dd>
                  {receiptText(w.receipt, t, money)}
                  {' · '}
                  {formatRecordTime(w.receipt.confirmedAt)}
                </dd>
              </div>
            )}
            <div>
              <dt>{t('wd_reference')}</dt>
              <dd className="withdrawal__ref">{w.id}</dd>
            </div>
          </dl>
          {w.receipt && w.receipt.result !== 'RECEIVED' && (
            <p className="withdrawal__dispute">{t('wd_dispute_note')}</p>
          )}
          {w.receipt && w.receipt.proofCount > 0 && <ProofGallery id={w.id} count={w.receipt.proofCount} />}
        </div>
      )}
    </li>
  );
}

/** How the member answered (or that nobody did in time). */
function receiptText(
  receipt: NonNullable<Withdrawal['receipt']>,
  t: TFunction,
  money: (amount: number) => string,
): string {
  if (receipt.forced) return t('wd_receipt_forced');
  if (receipt.result === 'PARTIAL') {
    return t('wd_receipt_partial', {
      received: money(receipt.receivedAmount ?? 0),
      remaining: money(receipt.remainingAmount ?? 0),
    });
  }
  return receipt.result === 'NOT_RECEIVED' ? t('wd_result_not_received') : t('wd_result_received');
}
