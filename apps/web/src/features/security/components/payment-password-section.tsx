import type { Profile } from '@tessera/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KeyIcon } from '../../../components/icons';
import { Tabs } from '../../../components/tabs';
import { TextField } from '../../../components/text-field';
import { isApiError } from '../../../lib/api/api-error';
import { useFieldErrors } from '../../../lib/forms/use-field-errors';
import { SmsCodeButton } from '../../auth/components/sms-code-button';
import { postPaymentPassword } from '../api/post-payment-password';
import { postPaymentPasswordSms } from '../api/post-payment-password-sms';
import { putPaymentPassword } from '../api/put-payment-password';
import { checkPaymentPassword, cleanCode, PAYMENT_PASSWORD } from '../security-rules';
import { FormOutcome, type Outcome, SecuritySection } from './security-section';

type Way = 'current' | 'sms';
type Field = 'proof' | 'password' | 'confirm';

const digits = (value: string) => value.replace(/\D/gu, '').slice(0, 6);

/** Set the first payment password, or change it with the current one or an SMS code to the bound mobile. */
export function PaymentPasswordSection({
  profile,
  onProfile,
}: {
  profile: Profile;
  onProfile: (next: Profile) => void;
}) {
  const { t } = useTranslation();
  const isSet = profile.paymentPasswordSet;
  const [open, setOpen] = useState(!isSet);
  const [way, setWay] = useState<Way>('current');
  const [proof, setProof] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useFieldErrors<Field, string | null>(
    { proof, password, confirm },
    () => ({
      proof: !isSet
        ? null
        : way === 'current'
          ? PAYMENT_PASSWORD.test(proof)
            ? null
            : 'sec_err_pay_pw_format'
          : proof.length === 6
            ? null
            : 'err_code',
      ...checkPaymentPassword(password, confirm),
    }),
    {
      oldPassword: 'proof',
      verificationCode: 'proof',
      newPaymentPassword: 'password',
      confirmPaymentPassword: 'confirm',
    },
  );
  const { errors } = form;

  const reset = () => {
    setProof('');
    setPassword('');
    setConfirm('');
    form.reset();
  };

  const sendCode = async (): Promise<number | null> => {
    setOutcome(null);
    try {
      return (await postPaymentPasswordSms()).expiredMinutes;
    } catch (error) {
      setOutcome({ tone: 'error', text: isApiError(error) ? error.message : t('err_unknown') });
      return null;
    }
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const found = form.checkAll();
    if (found.proof || found.password || found.confirm || busy) return;
    setBusy(true);
    setOutcome(null);
    try {
      const body = { newPassword: password, confirmPassword: confirm };
      if (!isSet) await putPaymentPassword(body);
      else
        await postPaymentPassword(
          way === 'current' ? { ...body, oldPassword: proof } : { ...body, verificationCode: proof },
        );
      onProfile({ ...profile, paymentPasswordSet: true });
      reset();
      setOpen(false);
      setOutcome({ tone: 'success', text: t(isSet ? 'sec_pay_pw_changed' : 'sec_pay_pw_set_done') });
    } catch (error) {
      setOutcome({ tone: 'error', text: isApiError(error) ? error.message : t('err_unknown') });
    } finally {
      setBusy(false);
    }
  };

  const error = (field: Field) => (errors[field] ? t(errors[field]!) : null);

  return (
    <SecuritySection
      icon={<KeyIcon />}
      title={t('sec_pay_pw_title')}
      summary={t('sec_pay_pw_summary')}
      done={isSet}
      status={isSet ? t('sec_status_set') : t('sec_status_not_set')}
      testId="sec-payment-password"
    >
      {!open ? (
        <>
          <button
            type="button"
            className="button button--outline button--small"
            onClick={() => setOpen(true)}
            data-testid="sec-pay-pw-open"
          >
            {t('sec_change')}
          </button>
          <FormOutcome outcome={outcome} />
        </>
      ) : (
        <form
          ref={form.formRef}
          className="sec-form"
          onSubmit={(event) => void submit(event)}
          noValidate
          data-testid="sec-pay-pw-form"
        >
          {isSet && (
            <Tabs
              label={t('sec_pay_pw_way')}
              items={[
                { key: 'current', label: t('sec_pay_pw_with_current') },
                { key: 'sms', label: t('sec_pay_pw_with_sms') },
              ]}
              active={way}
              onChange={(next) => {
                setWay(next);
                setProof('');
                form.reset();
              }}
            />
          )}
          {isSet && way === 'current' && (
            <TextField
              label={t('sec_pay_pw_current')}
              required
              type="password"
              inputMode="numeric"
              value={proof}
              onChange={(value) => setProof(digits(value))}
              error={error('proof')}
              autoComplete="off"
              maxLength={6}
              name="oldPassword"
            />
          )}
          {isSet && way === 'sms' && (
            <>
              <p className="form-note" data-testid="sec-pay-pw-sms-to">
                {profile.mobileNum
                  ? t('sec_pay_pw_sms_to', {
                      mobile: `${profile.countryDialingCode ?? ''} ${profile.mobileNum}`,
                    })
                  : t('sec_pay_pw_sms_no_mobile')}
              </p>
              <TextField
                label={t('field_sms_code')}
                required
                inputMode="numeric"
                value={proof}
                onChange={(value) => setProof(cleanCode(value))}
                error={error('proof')}
                autoComplete="one-time-code"
                maxLength={6}
                name="verificationCode"
                addon={<SmsCodeButton onSend={sendCode} disabled={!profile.mobileNum} />}
              />
            </>
          )}
          <div className="sec-form__pair">
            <TextField
              label={t('sec_pay_pw_new')}
              required
              type="password"
              inputMode="numeric"
              value={password}
              onChange={(value) => setPassword(digits(value))}
              error={error('password')}
              hint={t('sec_pay_pw_rule')}
              autoComplete="new-password"
              maxLength={6}
              name="newPaymentPassword"
            />
            <TextField
              label={t('sec_pay_pw_confirm')}
              required
              type="password"
              inputMode="numeric"
              value={confirm}
              onChange={(value) => setConfirm(digits(value))}
              error={error('confirm')}
              autoComplete="new-password"
              maxLength={6}
              name="confirmPaymentPassword"
            />
          </div>
          <FormOutcome outcome={outcome} />
          <div className="sec-form__actions">
            {isSet && (
              <button
                type="button"
                className="button button--ghost"
                onClick={() => {
                  reset();
                  setOpen(false);
                }}
              >
                {t('sec_cancel')}
              </button>
            )}
            <button
              type="submit"
              className="button button--primary"
              disabled={busy}
              data-testid="sec-pay-pw-submit"
            >
              {t(isSet ? 'sec_pay_pw_change_submit' : 'sec_pay_pw_set_submit')}
            </button>
          </div>
        </form>
      )}
    </SecuritySection>
  );
}
