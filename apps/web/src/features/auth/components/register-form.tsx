import type { RegisterSettings } from '@tessera/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showAlert } from '../../../components/dialog-store';
import { ErrorPanel } from '../../../components/error-panel';
import { Skeleton } from '../../../components/skeleton';
import { Tabs } from '../../../components/tabs';
import { isApiError } from '../../../lib/api/api-error';
import { useFieldErrors } from '../../../lib/forms/use-field-errors';
import { useStore } from '../../../lib/store/create-store';
import { UserPlusIcon } from '../../member-centre/member-centre-icons';
import { forgetReferralCode, referralCodeToRegister } from '../../referral/referral-code';
import { beginSession } from '../../session/session-store';
import { FLAGS } from '../../site/site-flags';
import { useSiteFlag } from '../../site/use-site';
import { fetchRegisterSettings } from '../api/get-register-settings';
import { useAuthSurface } from '../auth-surface';
import { type FieldError, hasErrors } from '../forms/field-error';
import {
  emptyRegisterValues,
  type FormField,
  type RegisterMode,
  validateRegister,
  visibleRegisterFields,
} from '../forms/register-fields';
import '../../referral/register-invited.css';
import { AgreementLinks } from '../../help/components/agreement-links';
import { buildRegisterRequest } from '../forms/register-request';
import { submitRegistration } from '../register-flow';
import { registerSettingsStore } from '../register-settings-store';
import { RegisterFieldList } from './register-field-list';
import { useUrlAffiliate } from './use-url-affiliate';

/** Registration by username or by mobile number (spec §2.2, §4, §5). */
export function RegisterForm() {
  const { t } = useTranslation();
  const settings = useStore(registerSettingsStore);
  const [load, setLoad] = useState<'loading' | 'ready' | { failed: string }>('loading');

  // Rules are read fresh each time the form opens: an operator may have changed them meanwhile.
  const reload = useCallback(() => {
    setLoad('loading');
    fetchRegisterSettings().then(
      (fresh) => {
        registerSettingsStore.set(fresh);
        setLoad('ready');
      },
      (error: unknown) => setLoad({ failed: isApiError(error) ? error.message : t('common_load_failed') }),
    );
  }, [t]);
  useEffect(() => reload(), [reload]);

  if (load === 'loading' || !settings) return <Skeleton lines={6} className="auth-form__skeleton" />;
  if (typeof load === 'object') return <ErrorPanel message={load.failed} onRetry={reload} />;
  return <RegisterFormReady settings={settings} />;
}

function RegisterFormReady({ settings }: { settings: RegisterSettings }) {
  const { t } = useTranslation();
  const surface = useAuthSurface();
  const usernameTab = useSiteFlag(FLAGS.directRegister);
  const mobileTab = useSiteFlag(FLAGS.mobileRegister);
  const mobilePassword = useSiteFlag(FLAGS.mobilePasswordOnRegister);
  const smsOnUsername = useSiteFlag(FLAGS.smsOnUsernameRegister);
  const urlAffiliate = useUrlAffiliate();
  // A friend's invite link: its code, kept since the first page, goes with the registration.
  const [referralCode] = useState(() => referralCodeToRegister(window.location.search));

  const tabs = [
    ...(usernameTab ? [{ key: 'username' as const, label: t('register_tab_username') }] : []),
    ...(mobileTab ? [{ key: 'mobile' as const, label: t('register_tab_mobile') }] : []),
  ];
  const [mode, setMode] = useState<RegisterMode>(tabs[0]?.key ?? 'username');
  const [values, setValues] = useState(() => emptyRegisterValues(settings.defaultCountryDialingCode));
  const [ageConfirmed, setAgeConfirmed] = useState(false);
  const [ageAsked, setAgeAsked] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [captchaReload, setCaptchaReload] = useState(0);
  const [busy, setBusy] = useState(false);

  // A code from the link that failed its check is put into the visible field for the visitor to fix.
  useEffect(() => {
    if (urlAffiliate.status === 'invalid')
      setValues((current) => ({ ...current, affiliateCode: urlAffiliate.code }));
  }, [urlAffiliate]);

  const fields = visibleRegisterFields(settings, {
    mode,
    mobilePassword,
    smsOnUsername,
    affiliateFromUrl: urlAffiliate.status === 'valid' || urlAffiliate.status === 'checking',
  });
  const form = useFieldErrors<FormField, FieldError>(
    values,
    () => validateRegister(values, fields, settings, mode),
    { mobile: 'mobileNum' },
  );
  const needsAge = settings.minimumAge > 0;
  // Asked once the form was submitted; the message goes as soon as the box is ticked.
  const ageError = ageAsked && needsAge && !ageConfirmed;

  if (tabs.length === 0) return <p className="form-note">{t('register_closed')}</p>;

  const setValue = (field: FormField, value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const found = form.checkAll();
    setAgeAsked(true);
    if (hasErrors(found) || (needsAge && !ageConfirmed)) return;
    const typedAffiliate = fields.includes('affiliateCode');
    const request = buildRegisterRequest({
      mode,
      fields,
      values,
      countryDialingCode: values.countryDialingCode,
      affiliateCode: typedAffiliate ? null : urlAffiliate.status === 'valid' ? urlAffiliate.code : null,
      referralCode,
      ageConfirmed: needsAge && ageConfirmed,
      pageUrl: window.location.href,
      domain: window.location.hostname,
    });
    setBusy(true);
    setRefusal(null);
    try {
      const outcome = await submitRegistration(mode, request, typedAffiliate);
      if (outcome.kind === 'registered') {
        forgetReferralCode();
        beginSession(outcome.value);
        surface.finish();
      } else if (outcome.kind === 'invalidAffiliate') {
        form.setOutside('affiliateCode', { key: 'err_invitation_code' });
        await showAlert({
          title: t('in_popup_prompt'),
          message: t('err_invitation_code'),
          confirmLabel: t('common_ok'),
        });
      } else if (outcome.kind === 'refused') {
        setRefusal(outcome.message);
        if (fields.includes('captcha')) {
          setValue('captcha', '');
          form.forget('captcha');
          setCaptchaReload((count) => count + 1);
        }
      }
    } finally {
      setBusy(false);
    }
  };

  const reset = () => {
    setValues(emptyRegisterValues(values.countryDialingCode));
    form.reset();
    setAgeConfirmed(false);
    setAgeAsked(false);
    setRefusal(null);
  };

  return (
    <form
      ref={form.formRef}
      className="auth-form"
      onSubmit={submit}
      noValidate
      aria-busy={busy}
      data-testid="register-form"
    >
      <Tabs
        items={tabs}
        active={mode}
        onChange={(next) => {
          setMode(next);
          form.reset();
          setRefusal(null);
        }}
        label={t('register_title')}
      />
      {referralCode && (
        <p className="auth-form__invited" data-testid="register-invited" data-code={referralCode}>
          <UserPlusIcon aria-hidden="true" />
          <span>{t('rf_invited_by', { code: referralCode })}</span>
        </p>
      )}
      <RegisterFieldList
        fields={fields}
        settings={settings}
        mode={mode}
        values={values}
        setValue={setValue}
        errors={form.errors}
        setOutside={form.setOutside}
        dialingCode={values.countryDialingCode}
        onDialingCode={(code) => setValues((current) => ({ ...current, countryDialingCode: code }))}
        captchaReload={captchaReload}
      />
      {needsAge && (
        <div className={`field ${ageError ? 'field--invalid' : ''}`}>
          <label className="checkbox">
            <input
              type="checkbox"
              name="ageConfirmed"
              checked={ageConfirmed}
              onChange={(event) => setAgeConfirmed(event.target.checked)}
              aria-invalid={ageError || undefined}
            />
            <span>{t('register_age_confirm', { age: settings.minimumAge })}</span>
          </label>
          <AgreementLinks />
          {ageError && (
            <p className="field__error" role="alert">
              {t('err_age', { age: settings.minimumAge })}
            </p>
          )}
        </div>
      )}
      {refusal && (
        <p className="form-alert" role="alert" data-testid="register-error">
          {refusal}
        </p>
      )}
      <div className="auth-form__actions auth-form__actions--split">
        <button type="button" className="button button--ghost" onClick={reset}>
          {t('common_reset')}
        </button>
        <button
          type="submit"
          className="button button--primary"
          disabled={busy}
          data-testid="register-submit"
        >
          {t('register_submit')}
        </button>
      </div>
      <p className="auth-form__switch">
        {t('register_have_account')}{' '}
        <button type="button" className="link-button" onClick={() => surface.show('login')}>
          {t('register_to_login')}
        </button>
        <span className="auth-form__dot" aria-hidden="true">
          ·
        </span>
        <button type="button" className="link-button" onClick={() => surface.show('forget')}>
          {t('login_forgot')}
        </button>
      </p>
    </form>
  );
}
