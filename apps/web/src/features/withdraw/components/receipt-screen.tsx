import type { ReceiptResult, Withdrawal } from '@tessera/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showAlert } from '../../../components/dialog-store';
import { Spinner } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { isApiError } from '../../../lib/api/api-error';
import { formatRecordTime } from '../../wallet/record-filters';
import { fetchWithdrawal } from '../api/get-withdrawal';
import { postWithdrawReceipt } from '../api/post-withdraw-receipt';
import { useNow } from '../use-now';
import {
  type Currency,
  checkPartial,
  clockText,
  moneyText,
  type Problem,
  secondsUntil,
  serverMessage,
} from '../withdraw-rules';
import { type PickedProof, ProofPicker, readAsDataUrl } from './proof-picker';

const RESULTS: { value: ReceiptResult; key: string }[] = [
  { value: 'RECEIVED', key: 'wd_result_received' },
  { value: 'PARTIAL', key: 'wd_result_partial' },
  { value: 'NOT_RECEIVED', key: 'wd_result_not_received' },
];

/**
 * The withdrawal confirmation (spec §2.3, §4): the member says the money arrived in full, in part
 * (received and remaining amounts) or not at all (with 1 to 3 proof images). Unanswered by the
 * deadline it counts as received, so the time left is shown and the form closes when it runs out.
 */
export function ReceiptScreen({
  withdrawal: initial,
  currency,
  onBack,
  onDone,
}: {
  withdrawal: Withdrawal;
  currency: Currency;
  onBack: () => void;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [w, setW] = useState(initial);
  const [result, setResult] = useState<ReceiptResult>('RECEIVED');
  const [received, setReceived] = useState('');
  const [remaining, setRemaining] = useState('');
  const [proofs, setProofs] = useState<PickedProof[]>([]);
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const now = useNow(true);
  const left = secondsUntil(w.autoReceiveAt, now);
  const open = w.state === 'DISBURSED' && left > 0;
  const money = (amount: number) => moneyText(amount, currency);

  const picked = useRef(proofs);
  picked.current = proofs;
  // Previews live as long as this screen: free their memory when it goes away.
  useEffect(
    () => () => {
      for (const proof of picked.current) URL.revokeObjectURL(proof.url);
    },
    [],
  );

  // The page may have been scrolled down to the list: start this screen at its title.
  const root = useRef<HTMLDivElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    root.current?.scrollIntoView({ block: 'start' });
    title.current?.focus({ preventScroll: true });
  }, []);

  // The list may be minutes old: read this withdrawal again before the member answers.
  useEffect(() => {
    fetchWithdrawal(initial.id).then(setW, () => {});
  }, [initial.id]);

  const say = (problem: Problem | null) =>
    !problem
      ? null
      : 'code' in problem
        ? serverMessage(problem.code, i18n.language, problem.params)
        : t(problem.key);
  const amountsError =
    checked && result === 'PARTIAL' ? say(checkPartial(received, remaining, w.amount, currency.scale)) : null;
  const proofsError =
    checked && result === 'NOT_RECEIVED' && proofs.length === 0
      ? serverMessage('receipt.proof.invalid', i18n.language)
      : null;

  /** Typing what arrived fills in what is missing (still editable). */
  const typeReceived = (value: string) => {
    setReceived(value);
    const typed = Number(value);
    if (value.trim() !== '' && Number.isFinite(typed) && typed > 0 && typed < w.amount) {
      setRemaining((w.amount - typed).toFixed(currency.scale));
    }
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setChecked(true);
    setRefusal(null);
    if (busy || !open) return;
    if (result === 'PARTIAL' && checkPartial(received, remaining, w.amount, currency.scale)) return;
    if (result === 'NOT_RECEIVED' && proofs.length === 0) return;
    setBusy(true);
    try {
      const images = result === 'RECEIVED' ? [] : await Promise.all(proofs.map((p) => readAsDataUrl(p.file)));
      const body =
        result === 'PARTIAL'
          ? { result, receivedAmount: Number(received), remainingAmount: Number(remaining), proofs: images }
          : result === 'NOT_RECEIVED'
            ? { result, proofs: images }
            : { result };
      await postWithdrawReceipt(w.id, body);
      await showAlert({
        title: t('wd_confirm_title'),
        message: result === 'RECEIVED' ? t('wd_confirm_done_received') : t('wd_confirm_done_dispute'),
        confirmLabel: t('common_ok'),
        tone: 'success',
      });
      onDone();
    } catch (error) {
      setRefusal(isApiError(error) ? error.message : t('common_load_failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div ref={root} className="receipt-screen" data-testid="receipt-screen">
      <button type="button" className="link-button receipt-screen__back" onClick={onBack}>
        ‹ {t('common_back')}
      </button>
      <h4 ref={title} tabIndex={-1} className="receipt-screen__title">
        {t('wd_confirm_title')}
      </h4>
      <div className="receipt-screen__summary">
        <span className="receipt-screen__amount">{money(w.amount)}</span>
        <p>
          {t('wd_confirm_lead', {
            bank: w.card.bankName,
            number: w.card.cardNumber,
          })}
        </p>
        {w.disbursedAt && (
          <p className="receipt-screen__time">
            {t('wd_disbursed_at')}: {formatRecordTime(w.disbursedAt)}
          </p>
        )}
        <p
          className={`receipt-screen__countdown ${open ? '' : 'is-over'}`}
          data-testid="receipt-countdown"
          aria-live="off"
        >
          {open ? t('wd_countdown', { time: clockText(left) }) : t('wd_confirm_expired')}
        </p>
      </div>

      <form className="receipt-form" onSubmit={(event) => void submit(event)} noValidate>
        <fieldset className="receipt-form__choices" disabled={!open || busy}>
          <legend className="field__label">{t('wd_confirm_question')}</legend>
          {RESULTS.map((choice) => (
            <label
              key={choice.value}
              className={`receipt-choice ${result === choice.value ? 'is-selected' : ''}`}
            >
              <input
                type="radio"
                name="result"
                value={choice.value}
                checked={result === choice.value}
                onChange={() => {
                  setResult(choice.value);
                  setChecked(false);
                  setRefusal(null);
                }}
                data-testid={`receipt-${choice.value.toLowerCase()}`}
              />
              <span>{t(choice.key)}</span>
            </label>
          ))}
        </fieldset>

        {result === 'PARTIAL' && (
          <div className="receipt-form__amounts">
            <TextField
              label={t('wd_received_amount')}
              required
              inputMode="decimal"
              autoComplete="off"
              value={received}
              onChange={typeReceived}
              disabled={!open || busy}
              data-testid="receipt-received-amount"
            />
            <TextField
              label={t('wd_remaining_amount')}
              required
              inputMode="decimal"
              autoComplete="off"
              value={remaining}
              onChange={setRemaining}
              disabled={!open || busy}
              data-testid="receipt-remaining-amount"
            />
            {amountsError && (
              <p className="field__error receipt-form__amounts-error" role="alert">
                {amountsError}
              </p>
            )}
          </div>
        )}

        {result !== 'RECEIVED' && (
          <>
            <ProofPicker
              proofs={proofs}
              onChange={setProofs}
              required={result === 'NOT_RECEIVED'}
              disabled={!open || busy}
              error={proofsError}
            />
            <p className="form-note">{t('wd_dispute_note')}</p>
          </>
        )}

        {refusal && (
          <p className="form-alert" role="alert" data-testid="receipt-refusal">
            {refusal}
          </p>
        )}
        <button
          type="submit"
          className="button button--primary button--block"
          disabled={!open || busy}
          data-testid="receipt-submit"
        >
          {busy && <Spinner size="small" />}
          {t('wd_confirm_submit')}
        </button>
      </form>
    </div>
  );
}
