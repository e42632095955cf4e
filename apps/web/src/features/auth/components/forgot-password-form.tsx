import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showAlert } from '../../../components/dialog-store';
import { withLoader } from '../../../components/loader-store';
import { Tabs } from '../../../components/tabs';
import { TextField } from '../../../components/text-field';
import { isApiError } from '../../../lib/api/api-error';
import { useFieldErrors } from '../../../lib/forms/use-field-errors';
import { useStore } from '../../../lib/store/create-store';
import { beginSession } from '../../session/session-store';
import { postForgotPasswordEmail } from '../api/post-forgot-email';
import { postResetPassword } from '../api/post-reset-password';
import { useAuthSurface } from '../auth-surface';
import { type FieldError, type FieldErrors, hasErrors, isMobileNumber } from '../forms/field-error';
import { validateNewPassword } from '../forms/password-rules';
import { useErrorText } from '../forms/use-error-text';
import { registerSettingsStore } from '../register-settings-store';
import { MobileCodeFields } from './mobile-code-fields';
import { NewPasswordFields } from './new-password-fields';

type Field = 'username' | 'email' | 'mobile' | 'code' | 'newPassword' | 'confirmNewPassword';

/** Forgot password: a new one by e-mail, or set one with an SMS code and log in (spec §4). */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const surface = useAuthSurface();
  const errorText = useErrorText();
  const settings = useStore(registerSettingsStore);
  const [tab, setTab] = useState<'email' | 'mobile'>('email');
  const [values, setValues] = useState({
    username: '',
    email: '',
    mobile: '',
    code: '',
    newPassword: '',
    confirmNewPassword: '',
  });
  const [dialingCode, setDialingCode] = useState(settings?.defaultCountryDialingCode ?? '+880');
  const [refusal, setRefusal] = useState<string | null>(null);
  const set = (field: Field) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  // The tab's own fields only: the other tab's are not asked for.
  const check = (): FieldErrors<Field> => {
    const found: FieldErrors<Field> = {};
    if (tab === 'email') {
      const email = values.email.trim();
      if (!values.username.trim()) found.username = { key: 'err_required' };
      if (!email) found.email = { key: 'err_required' };
      else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/u.test(email)) found.email = { key: 'err_email_format' };
      return found;
    }
    Object.assign(found, validateNewPassword(values.newPassword, values.confirmNewPassword, settings));
    const mobile = values.mobile.trim();
    if (!mobile) found.mobile = { key: 'err_required' };
    else if (!isMobileNumber(mobile)) found.mobile = { key: 'err_mobile' };
    if (!values.code.trim()) found.code = { key: 'err_code' };
    return found;
  };
  const form = useFieldErrors<Field, FieldError>(values, check, { verificationCode: 'code' });
  const { errors } = form;

  const fail = (error: unknown) => setRefusal(isApiError(error) ? error.message : t('err_unknown'));

  const sendByEmail = async () => {
    const username = values.username.trim();
    const email = values.email.trim();
    if (hasErrors(form.checkAll())) return;
    try {
      await withLoader(postForgotPasswordEmail({ username, email }));
      await showAlert({
        title: t('forgot_check_email'),
        message: t('forgot_email_sent'),
        confirmLabel: t('common_ok'),
        tone: 'success',
      });
      surface.show('login');
    } catch (error) {
      fail(error);
    }
  };

  const resetByMobile = async () => {
    const mobile = values.mobile.trim();
    const code = values.code.trim();
    if (hasErrors(form.checkAll())) return;
    try {
      const value = await withLoader(
        postResetPassword({
          mobileNum: mobile,
          verificationCode: code,
          newPassword: values.newPassword,
          countryDialingCode: dialingCode,
        }),
      );
      beginSession(value);
      surface.finish();
    } catch (error) {
      fail(error);
    }
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    void (tab === 'email' ? sendByEmail() : resetByMobile());
  };

  return (
    <form ref={form.formRef} className="auth-form" onSubmit={submit} noValidate data-testid="forgot-form">
      <Tabs
        items={[
          { key: 'email', label: t('forgot_tab_email') },
          { key: 'mobile', label: t('forgot_tab_mobile') },
        ]}
        active={tab}
        onChange={(next) => {
          setTab(next);
          form.reset();
          setRefusal(null);
        }}
        label={t('forgot_title')}
      />
      {tab === 'email' ? (
        <>
          <TextField
            label={t('field_username')}
            required
            value={values.username}
            onChange={set('username')}
            name="username"
            error={errorText(errors.username)}
            autoComplete="username"
            maxLength={64}
          />
          <TextField
            label={t('field_email')}
            required
            type="email"
            inputMode="email"
            value={values.email}
            onChange={set('email')}
            name="email"
            error={errorText(errors.email)}
            autoComplete="email"
            maxLength={254}
          />
          <p className="form-note">{t('forgot_email_note')}</p>
        </>
      ) : (
        <>
          <MobileCodeFields
            purpose="reset"
            dialingCode={dialingCode}
            onDialingCode={setDialingCode}
            mobile={values.mobile}
            onMobile={set('mobile')}
            code={values.code}
            onCode={set('code')}
            mobileError={errorText(errors.mobile)}
            codeError={errorText(errors.code)}
            onMobileInvalid={(found) => found.mobile && form.setOutside('mobile', found.mobile)}
          />
          <NewPasswordFields
            settings={settings}
            newPassword={values.newPassword}
            confirmNewPassword={values.confirmNewPassword}
            onNewPassword={set('newPassword')}
            onConfirmNewPassword={set('confirmNewPassword')}
            newPasswordError={errorText(errors.newPassword)}
            confirmNewPasswordError={errorText(errors.confirmNewPassword)}
          />
        </>
      )}
      {refusal && (
        <p className="form-alert" role="alert">
          {refusal}
        </p>
      )}
      <div className="auth-form__actions">
        <button type="submit" className="button button--primary button--block">
          {tab === 'email' ? t('forgot_send') : t('forgot_reset')}
        </button>
      </div>
      <p className="auth-form__switch">
        <button type="button" className="link-button" onClick={() => surface.show('login')}>
          {t('forgot_back_to_login')}
        </button>
      </p>
    </form>
  );
}
