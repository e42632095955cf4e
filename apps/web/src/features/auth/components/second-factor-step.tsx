import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showAlert } from '../../../components/dialog-store';
import { Tabs } from '../../../components/tabs';
import { TextField } from '../../../components/text-field';
import { isApiError } from '../../../lib/api/api-error';
import { postSecondFactorSms } from '../api/post-second-factor-sms';
import { SmsCodeButton } from './sms-code-button';

type Method = 'SMS' | 'TOTP';

/** A login from an unknown place: confirm with an SMS code or the authenticator app (spec §4). */
export function SecondFactorStep({
  ticket,
  methods,
  message,
  busy,
  onBack,
  onSubmit,
}: {
  ticket: string;
  methods: Method[];
  message: string;
  busy: boolean;
  onBack: () => void;
  onSubmit: (method: Method, code: string) => void;
}) {
  const { t } = useTranslation();
  const [method, setMethod] = useState<Method>(methods[0] ?? 'SMS');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const send = async () => {
    try {
      return (await postSecondFactorSms(ticket)).expiredMinutes;
    } catch (failure) {
      void showAlert({
        title: t('in_popup_prompt'),
        message: isApiError(failure) ? failure.message : t('err_unknown'),
        confirmLabel: t('in_increase_submit'),
      });
      return null;
    }
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const answer = code.trim();
    if (!answer) {
      setError(t('err_code'));
      return;
    }
    setError(null);
    onSubmit(method, answer);
  };

  return (
    <form className="auth-form" onSubmit={submit} noValidate data-testid="second-factor">
      <p className="form-note" role="status">
        {message}
      </p>
      <Tabs
        items={methods.map((key) => ({
          key,
          label: key === 'SMS' ? t('second_factor_sms') : t('second_factor_totp'),
        }))}
        active={method}
        onChange={(key) => {
          setMethod(key);
          setCode('');
        }}
        label={t('second_factor_title')}
      />
      <TextField
        label={method === 'SMS' ? t('field_sms_code') : t('second_factor_totp_code')}
        required
        inputMode="numeric"
        value={code}
        onChange={setCode}
        error={error}
        autoComplete="one-time-code"
        maxLength={16}
        addon={method === 'SMS' ? <SmsCodeButton onSend={send} /> : undefined}
      />
      <div className="auth-form__actions">
        <button type="submit" className="button button--primary button--block" disabled={busy}>
          {t('second_factor_confirm')}
        </button>
        <button type="button" className="button button--ghost button--block" onClick={onBack}>
          {t('common_back')}
        </button>
      </div>
    </form>
  );
}
