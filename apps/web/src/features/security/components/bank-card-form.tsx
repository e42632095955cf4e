import type { BankCardView, Profile } from '@tessera/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/text-field';
import { isApiError } from '../../../lib/api/api-error';
import { useFieldErrors } from '../../../lib/forms/use-field-errors';
import { postBankCard } from '../api/post-bank-card';
import { checkCardNumber, cleanCardNumber, PAYMENT_PASSWORD, sameName } from '../security-rules';
import { FormOutcome, type Outcome } from './security-section';

type Field = 'bankName' | 'cardNumber' | 'holderName' | 'paymentPassword';

/**
 * Bind a card: the holder is the member's real name (filled in, and checked the way the server
 * checks it); the payment password confirms it. Without a real name or a payment password the form
 * says what to do first instead.
 */
export function BankCardForm({
  profile,
  onBound,
  onCancel,
}: {
  profile: Profile;
  onBound: (card: BankCardView) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState({
    bankName: '',
    cardNumber: '',
    holderName: profile.payeeName ?? '',
    branch: '',
    paymentPassword: '',
  });
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const set = (field: keyof typeof values) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
  const form = useFieldErrors<Field | 'branch', string | null>(values, () => ({
    bankName: values.bankName.trim() ? null : 'err_required',
    cardNumber: checkCardNumber(values.cardNumber),
    holderName: !values.holderName.trim()
      ? 'err_required'
      : sameName(values.holderName, profile.payeeName ?? '')
        ? null
        : 'sec_err_holder',
    paymentPassword: PAYMENT_PASSWORD.test(values.paymentPassword) ? null : 'sec_err_pay_pw_format',
  }));
  const { errors } = form;

  if (!profile.payeeName || !profile.paymentPasswordSet) {
    return (
      <div className="form-note sec-card-blocker" data-testid="sec-card-blocked">
        <p>{t(!profile.payeeName ? 'sec_card_need_name' : 'sec_card_need_pay_pw')}</p>
        <button type="button" className="button button--ghost button--small" onClick={onCancel}>
          {t('sec_cancel')}
        </button>
      </div>
    );
  }

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const found = form.checkAll();
    if (Object.values(found).some(Boolean) || busy) return;
    setBusy(true);
    setOutcome(null);
    try {
      const card = await postBankCard({
        bankName: values.bankName.trim(),
        cardNumber: cleanCardNumber(values.cardNumber),
        holderName: values.holderName.trim(),
        ...(values.branch.trim() ? { branch: values.branch.trim() } : {}),
        paymentPassword: values.paymentPassword,
      });
      onBound(card);
    } catch (error) {
      setValues((current) => ({ ...current, paymentPassword: '' }));
      form.forget('paymentPassword');
      setOutcome({ tone: 'error', text: isApiError(error) ? error.message : t('err_unknown') });
    } finally {
      setBusy(false);
    }
  };

  const error = (field: Field) => (errors[field] ? t(errors[field]!) : null);
  return (
    <form
      ref={form.formRef}
      className="sec-form sec-form--grid"
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="sec-card-form"
    >
      <TextField
        label={t('sec_card_bank')}
        required
        value={values.bankName}
        onChange={set('bankName')}
        error={error('bankName')}
        maxLength={100}
        name="bankName"
      />
      <TextField
        label={t('sec_card_number')}
        required
        inputMode="numeric"
        value={values.cardNumber}
        onChange={(value) => set('cardNumber')(value.replace(/[^\d\s-]/gu, ''))}
        error={error('cardNumber')}
        maxLength={40}
        autoComplete="cc-number"
        name="cardNumber"
      />
      <TextField
        label={t('sec_card_holder')}
        required
        value={values.holderName}
        onChange={set('holderName')}
        error={error('holderName')}
        hint={t('sec_card_holder_hint')}
        maxLength={100}
        autoComplete="cc-name"
        name="holderName"
      />
      <TextField
        label={t('sec_card_branch')}
        value={values.branch}
        onChange={set('branch')}
        maxLength={100}
        name="branch"
      />
      <TextField
        label={t('field_payment_password')}
        required
        type="password"
        inputMode="numeric"
        value={values.paymentPassword}
        onChange={(value) => set('paymentPassword')(value.replace(/\D/gu, '').slice(0, 6))}
        error={error('paymentPassword')}
        autoComplete="off"
        maxLength={6}
        name="paymentPassword"
      />
      <FormOutcome outcome={outcome} />
      <div className="sec-form__actions">
        <button type="button" className="button button--ghost" onClick={onCancel}>
          {t('sec_cancel')}
        </button>
        <button
          type="submit"
          className="button button--primary"
          disabled={busy}
          data-testid="sec-card-submit"
        >
          {t('sec_card_submit')}
        </button>
      </div>
    </form>
  );
}
