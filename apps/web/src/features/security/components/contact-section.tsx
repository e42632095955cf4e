import type { Profile } from '@tessera/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/text-field';
import { isApiError } from '../../../lib/api/api-error';
import { useFieldErrors } from '../../../lib/forms/use-field-errors';
import { useStore } from '../../../lib/store/create-store';
import { DialingCodeSelect } from '../../auth/components/dialing-code-select';
import { SmsCodeButton } from '../../auth/components/sms-code-button';
import { registerSettingsStore } from '../../auth/register-settings-store';
import { MailIcon } from '../../member-centre/member-centre-icons';
import { fetchMemberInfo } from '../../session/api/get-member-info';
import { updateMember } from '../../session/session-store';
import { postBindEmail } from '../api/post-bind-email';
import { postBindEmailCode } from '../api/post-bind-email-code';
import { postBindMobile } from '../api/post-bind-mobile';
import { postBindMobileSms } from '../api/post-bind-mobile-sms';
import { checkEmail, cleanCode } from '../security-rules';
import { PhoneIcon } from './security-icons';
import { FormOutcome, type Outcome, SecuritySection } from './security-section';

type Kind = 'mobile' | 'email';

/**
 * Bind (or confirm) a mobile number or an e-mail address: type it, get a code sent to it, type the
 * code. The number must not belong to another member; the send button counts down between codes.
 */
export function ContactSection({
  kind,
  profile,
  onProfile,
}: {
  kind: Kind;
  profile: Profile;
  onProfile: (next: Profile) => void;
}) {
  const { t } = useTranslation();
  const settings = useStore(registerSettingsStore);
  const current = kind === 'mobile' ? profile.mobileNum : profile.email;
  const verified = kind === 'mobile' ? profile.mobileVerified : profile.emailVerified;
  const [open, setOpen] = useState(false);
  const [dialingCode, setDialingCode] = useState(
    profile.countryDialingCode ?? settings?.defaultCountryDialingCode ?? '+880',
  );
  const [value, setValue] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const checkValue = () =>
    kind === 'mobile'
      ? !value
        ? 'err_required'
        : /^[0-9]{6,15}$/u.test(value)
          ? null
          : 'err_mobile'
      : checkEmail(value);
  const form = useFieldErrors(
    { value, code },
    () => ({ value: checkValue(), code: code.length === 6 ? null : 'err_code' }),
    { mobile: 'value', email: 'value', verificationCode: 'code' },
  );
  const { errors } = form;

  const send = async (): Promise<number | null> => {
    // Sending checks the number (or address) as leaving its field would.
    form.blur('value');
    if (checkValue()) return null;
    setOutcome(null);
    try {
      const sent =
        kind === 'mobile'
          ? await postBindMobileSms({ mobileNum: value, countryDialingCode: dialingCode })
          : await postBindEmailCode({ email: value.trim() });
      setOutcome({
        tone: 'success',
        text: t(kind === 'mobile' ? 'sec_code_sent_sms' : 'sec_code_sent_email'),
      });
      return sent.expiredMinutes;
    } catch (error) {
      setOutcome({ tone: 'error', text: isApiError(error) ? error.message : t('err_unknown') });
      return null;
    }
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const found = form.checkAll();
    if (found.value || found.code || busy) return;
    setBusy(true);
    setOutcome(null);
    try {
      const next =
        kind === 'mobile'
          ? await postBindMobile({
              mobileNum: value,
              countryDialingCode: dialingCode,
              verificationCode: code,
            })
          : await postBindEmail({ email: value.trim(), verificationCode: code });
      onProfile(next);
      setOpen(false);
      setValue('');
      setCode('');
      form.reset();
      setOutcome({ tone: 'success', text: t(kind === 'mobile' ? 'sec_mobile_bound' : 'sec_email_bound') });
      fetchMemberInfo().then(updateMember, () => undefined);
    } catch (error) {
      setOutcome({ tone: 'error', text: isApiError(error) ? error.message : t('err_unknown') });
    } finally {
      setBusy(false);
    }
  };

  const shown = current
    ? kind === 'mobile'
      ? `${profile.countryDialingCode ?? ''} ${current}`
      : current
    : t(kind === 'mobile' ? 'sec_mobile_none' : 'sec_email_none');
  const action = !current ? 'sec_bind' : verified ? 'sec_change' : 'sec_verify';

  return (
    <SecuritySection
      icon={kind === 'mobile' ? <PhoneIcon /> : <MailIcon />}
      title={t(kind === 'mobile' ? 'sec_mobile_title' : 'sec_email_title')}
      summary={<span data-testid={`sec-${kind}-value`}>{shown}</span>}
      done={verified}
      status={
        verified ? t('sec_status_verified') : current ? t('sec_status_unverified') : t('sec_status_not_bound')
      }
      testId={`sec-${kind}`}
    >
      {!open ? (
        <>
          <button
            type="button"
            className="button button--outline button--small"
            onClick={() => {
              setOpen(true);
              setOutcome(null);
            }}
            data-testid={`sec-${kind}-open`}
          >
            {t(action)}
          </button>
          <FormOutcome outcome={outcome} />
        </>
      ) : (
        <form ref={form.formRef} className="sec-form" onSubmit={(event) => void submit(event)} noValidate>
          {kind === 'mobile' ? (
            <TextField
              label={t('field_mobile')}
              required
              type="tel"
              inputMode="numeric"
              value={value}
              onChange={(next) => setValue(next.replace(/[^0-9]/gu, ''))}
              error={errors.value ? t(errors.value) : null}
              autoComplete="tel-national"
              name="mobile"
              maxLength={15}
              leading={<DialingCodeSelect value={dialingCode} onChange={setDialingCode} />}
            />
          ) : (
            <TextField
              label={t('field_email')}
              required
              type="email"
              value={value}
              onChange={setValue}
              error={errors.value ? t(errors.value) : null}
              autoComplete="email"
              name="email"
              maxLength={254}
            />
          )}
          <TextField
            label={t(kind === 'mobile' ? 'field_sms_code' : 'sec_email_code')}
            required
            inputMode="numeric"
            value={code}
            onChange={(next) => setCode(cleanCode(next))}
            error={errors.code ? t(errors.code) : null}
            autoComplete="one-time-code"
            name="verificationCode"
            maxLength={6}
            addon={<SmsCodeButton onSend={send} />}
          />
          <FormOutcome outcome={outcome} />
          <div className="sec-form__actions">
            <button type="button" className="button button--ghost" onClick={() => setOpen(false)}>
              {t('sec_cancel')}
            </button>
            <button
              type="submit"
              className="button button--primary"
              disabled={busy}
              data-testid={`sec-${kind}-submit`}
            >
              {t('sec_confirm')}
            </button>
          </div>
        </form>
      )}
    </SecuritySection>
  );
}
