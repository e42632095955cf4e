import type { TransferResult } from '@tessera/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { askConfirm } from '../../../components/dialog-store';
import { TextField } from '../../../components/text-field';
import { CLIENT_ERROR_CODES, isApiError } from '../../../lib/api/api-error';
import { useFieldErrors } from '../../../lib/forms/use-field-errors';
import { FormOutcome, type Outcome } from '../../security/components/security-section';
import { PAYMENT_PASSWORD } from '../../security/security-rules';
import { formatBalance } from '../../wallet/balance-format';
import { newRequestId } from '../../wallet/request-id';
import { checkAmount, cleanAmount } from '../transfer-rules';

export interface Money {
  balance: number;
  currencySymbol: string;
  scale: number;
}

/**
 * Amount and payment password, a confirmation naming the receiver, then the call. A retry after a
 * lost answer reuses the request id, so the server answers it instead of sending the money twice.
 */
export function TransferFields({
  money,
  receiver,
  disabled,
  onSend,
  onSent,
}: {
  money: Money;
  /** The receiver's account name, or null while none is chosen. */
  receiver: string | null;
  disabled?: boolean;
  onSend: (body: { amount: number; paymentPassword: string; requestId: string }) => Promise<TransferResult>;
  onSent: (result: TransferResult) => void;
}) {
  const { t } = useTranslation();
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const pending = useRef<{ key: string; id: string } | null>(null);
  const show = (value: number) => formatBalance(value, money.currencySymbol, money.scale);
  const form = useFieldErrors(
    { amount, password },
    () => ({
      amount: checkAmount(amount, money.scale, money.balance),
      password: PAYMENT_PASSWORD.test(password) ? null : 'sec_err_pay_pw_format',
    }),
    { paymentPassword: 'password' },
  );
  const { errors } = form;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (busy || !receiver) return;
    const found = form.checkAll();
    if (found.amount || found.password) return;
    const value = Number(amount);
    const confirmed = await askConfirm({
      title: t('tr_confirm_title'),
      message: t('tr_confirm_text', { amount: show(value), to: receiver }),
      confirmLabel: t('tr_send'),
      cancelLabel: t('sec_cancel'),
    });
    if (!confirmed) return;
    const key = `${receiver}:${value}`;
    if (pending.current?.key !== key) pending.current = { key, id: newRequestId() };
    setBusy(true);
    setOutcome(null);
    try {
      const result = await onSend({
        amount: value,
        paymentPassword: password,
        requestId: pending.current.id,
      });
      pending.current = null;
      setAmount('');
      setPassword('');
      form.reset();
      setOutcome({ tone: 'success', text: t('tr_done', { amount: show(result.amount), to: result.to }) });
      onSent(result);
    } catch (error) {
      if (!isApiError(error, CLIENT_ERROR_CODES.network)) pending.current = null;
      setPassword('');
      form.forget('password');
      setOutcome({ tone: 'error', text: isApiError(error) ? error.message : t('err_unknown') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      ref={form.formRef}
      className="sec-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="transfer-fields"
    >
      <TextField
        label={t('tr_amount')}
        required
        inputMode="decimal"
        value={amount}
        onChange={(value) => setAmount(cleanAmount(value))}
        error={errors.amount ? t(errors.amount, { scale: money.scale }) : null}
        hint={t('tr_available', { amount: show(money.balance) })}
        name="amount"
        maxLength={16}
        addon={
          <button
            type="button"
            className="button button--ghost tr-all"
            onClick={() => setAmount(money.balance > 0 ? money.balance.toFixed(money.scale) : '')}
            disabled={money.balance <= 0}
          >
            {t('tr_all')}
          </button>
        }
      />
      <TextField
        label={t('field_payment_password')}
        required
        type="password"
        inputMode="numeric"
        value={password}
        onChange={(value) => setPassword(value.replace(/\D/gu, '').slice(0, 6))}
        error={errors.password ? t(errors.password) : null}
        autoComplete="off"
        maxLength={6}
        name="paymentPassword"
      />
      <FormOutcome outcome={outcome} />
      <button
        type="submit"
        className="button button--primary button--block"
        disabled={busy || disabled || !receiver}
        data-testid="transfer-submit"
      >
        {t('tr_send')}
      </button>
    </form>
  );
}
