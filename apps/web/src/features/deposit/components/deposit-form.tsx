import type { Deposit, DepositChannelView } from '@tessera/contracts';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { isApiError } from '../../../lib/api/api-error';
import { useFieldErrors } from '../../../lib/forms/use-field-errors';
import { formatAmount } from '../../wallet/balance-format';
import { newRequestId } from '../../wallet/request-id';
import { createDeposit } from '../api/post-deposit';
import {
  type AmountError,
  checkAmount,
  type DepositCurrency,
  moneyText,
  rememberGatewayDeposit,
} from '../deposit-rules';

/**
 * The amount for one channel: typed or picked from the presets, checked here as the server checks
 * it, then sent. A bank transfer answers its instructions (`onCreated`); an online payment takes
 * the member to the gateway's page in this window.
 */
export function DepositForm({
  channel,
  currency,
  onCreated,
}: {
  channel: DepositChannelView;
  currency: DepositCurrency;
  onCreated: (deposit: Deposit) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [leaving, setLeaving] = useState(false);
  // One id per attempt at one amount: a retry after a lost answer is recognised, not repeated.
  const attempt = useRef<{ amount: number; requestId: string } | null>(null);

  const typed = checkAmount(text, channel, currency);
  const form = useFieldErrors<'amount', AmountError>({ amount: text }, () =>
    'error' in typed ? { amount: typed.error } : {},
  );
  const fieldError = form.errors.amount ?? null;
  const limits = t('dep_limits', {
    min: moneyText(channel.min, currency),
    max: moneyText(channel.max, currency),
  });

  const change = (value: string) => {
    setText(value);
    setFormError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || leaving) return;
    form.checkAll();
    if ('error' in typed) return;
    if (attempt.current?.amount !== typed.amount) {
      attempt.current = { amount: typed.amount, requestId: newRequestId() };
    }
    setBusy(true);
    setFormError(null);
    try {
      const deposit = await createDeposit({
        channel: channel.code,
        amount: typed.amount,
        requestId: attempt.current.requestId,
      });
      attempt.current = null;
      if (deposit.type === 'GATEWAY' && deposit.payUrl) {
        rememberGatewayDeposit(deposit.id);
        setLeaving(true);
        window.location.assign(deposit.payUrl);
        return;
      }
      onCreated(deposit);
    } catch (error) {
      setFormError(isApiError(error) ? error.message : t('common_load_failed'));
    } finally {
      setBusy(false);
    }
  };

  const selectedPreset = 'amount' in typed ? typed.amount : null;

  return (
    <form
      ref={form.formRef}
      className="deposit-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      data-testid="deposit-form"
    >
      <TextField
        label={t('dep_amount_label')}
        value={text}
        onChange={change}
        required
        inputMode="decimal"
        autoComplete="off"
        placeholder={t('dep_amount_placeholder')}
        hint={limits}
        error={fieldError ? t(fieldError.key, fieldError.params) : null}
        leading={<span className="deposit-form__symbol">{currency.symbol}</span>}
        name="amount"
        data-testid="deposit-amount"
      />
      {channel.presets.length > 0 && (
        <fieldset className="deposit-presets">
          <legend className="visually-hidden">{t('dep_quick_amounts')}</legend>
          {channel.presets.map((preset) => (
            <button
              key={preset}
              type="button"
              className="deposit-preset"
              aria-pressed={selectedPreset === preset}
              onClick={() => change(String(preset))}
              data-testid="deposit-preset"
            >
              {formatAmount(preset, Number.isInteger(preset) ? 0 : currency.scale)}
            </button>
          ))}
        </fieldset>
      )}
      {formError && (
        <p className="deposit-form__error" role="alert" data-testid="deposit-form-error">
          {formError}
        </p>
      )}
      <button
        type="submit"
        className="button button--primary button--large button--block"
        disabled={busy || leaving}
        data-testid="deposit-submit"
      >
        {(busy || leaving) && <Spinner size="small" />}
        {leaving
          ? t('dep_redirecting')
          : t(channel.type === 'BANK' ? 'dep_submit_bank' : 'dep_submit_gateway')}
      </button>
    </form>
  );
}
