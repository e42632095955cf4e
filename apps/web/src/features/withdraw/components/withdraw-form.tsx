import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { CLIENT_ERROR_CODES, isApiError } from '../../../lib/api/api-error';
import { useFieldErrors } from '../../../lib/forms/use-field-errors';
import { newRequestId } from '../../wallet/request-id';
import { postWithdraw } from '../api/post-withdraw';
import {
  cardText,
  checkAmount,
  checkPaymentPassword,
  moneyText,
  type Problem,
  serverMessage,
  type WithdrawInfo,
} from '../withdraw-rules';

/** Refusals that mean the page's numbers are out of date: read them again. */
const STALE_CODES = [
  'balance.insufficient',
  'withdrawal.daily.limit',
  'withdrawal.wagering.open',
  'card.not.found',
  'not.exists.payment.password',
];

/**
 * Card, amount and payment password. The amount is checked here with the server's own rules and
 * messages; the call is sealed. A retry after a network failure reuses the requestId, so a
 * request that did reach the server is answered, not made twice.
 */
export function WithdrawForm({
  info,
  onDone,
  onStale,
}: {
  info: WithdrawInfo;
  onDone: (message: string) => void;
  onStale: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [cardId, setCardId] = useState(info.cards[0]!.id);
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const pending = useRef<{ key: string; id: string } | null>(null);

  const say = (problem: Problem | null) =>
    !problem
      ? null
      : 'code' in problem
        ? serverMessage(problem.code, i18n.language, problem.params)
        : t(problem.key);
  const form = useFieldErrors<'amount' | 'password', Problem | null>(
    { amount, password },
    () => ({
      amount: checkAmount(amount, info),
      password: checkPaymentPassword(password),
    }),
    { paymentPassword: 'password' },
  );
  const amountError = say(form.errors.amount ?? null);
  const passwordError = say(form.errors.password ?? null);
  const largest = Math.min(info.available, info.max);

  const edit = (set: (value: string) => void) => (value: string) => {
    setRefusal(null);
    set(value);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const found = form.checkAll();
    if (busy || found.amount || found.password) return;
    const value = Number(amount.trim());
    const key = `${cardId}:${value}`;
    if (pending.current?.key !== key) pending.current = { key, id: newRequestId() };
    setBusy(true);
    setRefusal(null);
    try {
      const withdrawal = await postWithdraw({
        requestId: pending.current.id,
        amount: value,
        cardId,
        paymentPassword: password,
      });
      pending.current = null;
      setAmount('');
      setPassword('');
      form.reset();
      // The page says it: the form may give way to a blocker (the day's last withdrawal).
      onDone(t('wd_done', { amount: moneyText(withdrawal.amount, info) }));
    } catch (error) {
      if (!isApiError(error, CLIENT_ERROR_CODES.network)) pending.current = null;
      setRefusal(isApiError(error) ? error.message : t('common_load_failed'));
      if (isApiError(error) && STALE_CODES.includes(error.code)) onStale();
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      ref={form.formRef}
      className="withdraw-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="withdraw-form"
    >
      <label className="field">
        <span className="field__label">
          <span className="field__required" aria-hidden="true">
            *
          </span>
          {t('wd_card')}
        </span>
        <select
          name="cardId"
          className="field__select"
          value={cardId}
          onChange={(event) => setCardId(Number(event.target.value))}
          data-testid="withdraw-card"
        >
          {info.cards.map((card) => (
            <option key={card.id} value={card.id}>
              {cardText(card)}
            </option>
          ))}
        </select>
      </label>
      <TextField
        label={t('wd_amount')}
        required
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onChange={edit(setAmount)}
        error={amountError}
        hint={t('wd_amount_hint', { min: moneyText(info.min, info), max: moneyText(info.max, info) })}
        placeholder={moneyText(info.min, info)}
        data-testid="withdraw-amount"
        addon={
          <button
            type="button"
            className="button button--ghost withdraw-form__all"
            onClick={() => edit(setAmount)(Math.max(0, largest).toFixed(info.scale))}
            disabled={largest <= 0}
          >
            {t('wd_all')}
          </button>
        }
      />
      <TextField
        label={t('wd_payment_password')}
        required
        type="password"
        name="paymentPassword"
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        value={password}
        onChange={edit((value) => setPassword(value.replace(/\D/gu, '')))}
        error={passwordError}
        hint={t('wd_payment_password_hint')}
        data-testid="withdraw-password"
      />
      {refusal && (
        <p className="form-alert" role="alert" data-testid="withdraw-refusal">
          {refusal}
        </p>
      )}
      <button
        type="submit"
        className="button button--primary button--block"
        disabled={busy}
        data-testid="withdraw-submit"
      >
        {busy && <Spinner size="small" />}
        {t('wd_submit')}
      </button>
    </form>
  );
}
