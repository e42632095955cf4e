import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '../../../components/tabs';
import { TextField } from '../../../components/text-field';
import { useFieldErrors } from '../../../lib/forms/use-field-errors';
import { useStore } from '../../../lib/store/create-store';
import { FLAGS } from '../../site/site-flags';
import { useSiteFlag } from '../../site/use-site';
import { useAuthSurface } from '../auth-surface';
import type { FieldError } from '../forms/field-error';
import { hasErrors } from '../forms/field-error';
import { type LoginField, type LoginType, trimLoginInput, validateLogin } from '../forms/login-validation';
import { useErrorText } from '../forms/use-error-text';
import { attemptLogin, completeLogin } from '../login-flow';
import { registerSettingsStore } from '../register-settings-store';
import { readRememberedLogin, readRememberedMobile } from '../remember-me';
import { CaptchaField } from './captcha-field';
import { FreePlayButton } from './free-play-button';
import { MobileCodeFields } from './mobile-code-fields';
import { SecondFactorStep } from './second-factor-step';

type SecondFactor = { ticket: string; methods: ('SMS' | 'TOTP')[]; message: string };

/** Login by username and password, or by mobile number and SMS code (spec §2.2, §4). */
export function LoginForm() {
  const { t } = useTranslation();
  const surface = useAuthSurface();
  const errorText = useErrorText();
  const usernameTab = useSiteFlag(FLAGS.usernameLogin);
  const smsTab = useSiteFlag(FLAGS.smsLogin);
  const usernameRegister = useSiteFlag(FLAGS.directRegister);
  const mobileRegister = useSiteFlag(FLAGS.mobileRegister);
  const canRegister = usernameRegister || mobileRegister;
  const defaultCode = useStore(
    registerSettingsStore,
    (settings) => settings?.defaultCountryDialingCode ?? '+880',
  );

  // Both tabs only when both are on; with neither flag the username form is the safe fallback.
  const tabs = [
    ...(usernameTab || !smsTab ? [{ key: 'username' as const, label: t('login_tab_username') }] : []),
    ...(smsTab ? [{ key: 'sms' as const, label: t('login_tab_sms') }] : []),
  ];
  const [type, setType] = useState<LoginType>(tabs[0]!.key);
  const [remembered] = useState(readRememberedLogin);
  const [rememberedMobile] = useState(readRememberedMobile);
  const [username, setUsername] = useState(remembered.username);
  const [password, setPassword] = useState(remembered.password);
  const [remember, setRemember] = useState(remembered.remember);
  const [dialingCode, setDialingCode] = useState(rememberedMobile?.dialingCode ?? defaultCode);
  const [mobile, setMobile] = useState(rememberedMobile?.mobile ?? '');
  const [code, setCode] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [captchaShown, setCaptchaShown] = useState(false);
  const [captchaReload, setCaptchaReload] = useState(0);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [secondFactor, setSecondFactor] = useState<SecondFactor | null>(null);

  const input = { type, username, password, mobile, code, captcha, captchaShown };
  const form = useFieldErrors<LoginField, FieldError>(
    { username, password, mobile, code, captcha },
    () => validateLogin(input),
    { verificationCode: 'code' },
  );
  const { errors } = form;

  const login = async (
    extra: { secondFactor?: { ticket: string; method: 'SMS' | 'TOTP'; code: string } } = {},
  ) => {
    const trimmed = trimLoginInput(input);
    setBusy(true);
    setRefusal(null);
    try {
      const outcome = await attemptLogin({
        type,
        username: type === 'sms' ? trimmed.mobile : trimmed.username,
        password: type === 'sms' ? trimmed.code : trimmed.password,
        ...(type === 'sms' ? { countryDialingCode: dialingCode } : {}),
        ...(captchaShown ? { captcha: trimmed.captcha } : {}),
        ...extra,
      });
      if (outcome.kind === 'loggedIn') {
        completeLogin(
          outcome.value,
          {
            type,
            username: type === 'sms' ? trimmed.mobile : trimmed.username,
            password: trimmed.password,
            remember,
            dialingCode,
          },
          surface,
        );
      } else if (outcome.kind === 'secondFactor') {
        setSecondFactor({ ticket: outcome.ticket, methods: outcome.methods, message: outcome.message });
      } else if (outcome.kind === 'refused') {
        setRefusal(outcome.message);
        if (outcome.captcha) setCaptchaShown(true);
        // The answer spent the captcha: a fresh image and an empty field for the next try.
        if (outcome.captcha || captchaShown) {
          setCaptcha('');
          form.forget('captcha');
          setCaptchaReload((count) => count + 1);
        }
        if (extra.secondFactor)
          setSecondFactor((current) => current && { ...current, message: outcome.message });
      }
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!hasErrors(form.checkAll())) void login();
  };

  const reset = () => {
    setUsername('');
    setPassword('');
    setMobile('');
    setCode('');
    setCaptcha('');
    form.reset();
    setRefusal(null);
  };

  if (secondFactor) {
    return (
      <SecondFactorStep
        {...secondFactor}
        busy={busy}
        onBack={() => setSecondFactor(null)}
        onSubmit={(method, answer) =>
          login({ secondFactor: { ticket: secondFactor.ticket, method, code: answer } })
        }
      />
    );
  }

  return (
    <form
      ref={form.formRef}
      className="auth-form"
      onSubmit={submit}
      noValidate
      aria-busy={busy}
      data-testid="login-form"
    >
      <Tabs items={tabs} active={type} onChange={setType} label={t('login_title')} />
      {type === 'username' ? (
        <>
          <TextField
            label={t('field_username')}
            required
            value={username}
            onChange={setUsername}
            error={errorText(errors.username)}
            autoComplete="username"
            name="username"
            maxLength={64}
          />
          <TextField
            label={t('field_password')}
            required
            type="password"
            value={password}
            onChange={setPassword}
            error={errorText(errors.password)}
            autoComplete="current-password"
            name="password"
            maxLength={128}
          />
        </>
      ) : (
        <MobileCodeFields
          dialingCode={dialingCode}
          onDialingCode={setDialingCode}
          mobile={mobile}
          onMobile={setMobile}
          code={code}
          onCode={setCode}
          mobileError={errorText(errors.mobile)}
          codeError={errorText(errors.code)}
          purpose="login"
          onMobileInvalid={(found) => found.mobile && form.setOutside('mobile', found.mobile)}
        />
      )}
      {captchaShown && (
        <CaptchaField
          value={captcha}
          onChange={setCaptcha}
          error={errorText(errors.captcha)}
          reloadSignal={captchaReload}
        />
      )}
      <div className="auth-form__row">
        <label className="checkbox">
          <input type="checkbox" checked={remember} onChange={(event) => setRemember(event.target.checked)} />
          <span>{t('login_remember')}</span>
        </label>
        <button type="button" className="link-button" onClick={() => surface.show('forget')}>
          {t('login_forgot')}
        </button>
      </div>
      {refusal && (
        <p className="form-alert" role="alert" data-testid="login-error">
          {refusal}
        </p>
      )}
      <div className="auth-form__actions">
        <button
          type="submit"
          className="button button--primary button--block"
          disabled={busy}
          data-testid="login-submit"
        >
          {t('login_submit')}
        </button>
        {surface.mode === 'page' && (
          <button type="button" className="button button--ghost button--block" onClick={reset}>
            {t('common_reset')}
          </button>
        )}
      </div>
      <FreePlayButton />
      {canRegister && (
        <p className="auth-form__switch">
          {t('login_no_account')}{' '}
          <button type="button" className="link-button" onClick={() => surface.show('register')}>
            {t('login_to_register')}
          </button>
        </p>
      )}
    </form>
  );
}
