import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ErrorPanel } from '../../../components/error-panel';
import { HomeIcon } from '../../../components/icons';
import { Skeleton } from '../../../components/skeleton';
import { isApiError } from '../../../lib/api/api-error';
import { useStore } from '../../../lib/store/create-store';
import { postCheckResetLink, postResetByEmail } from '../api/post-reset-link';
import { hasErrors } from '../forms/field-error';
import { type NewPasswordField, validateNewPassword } from '../forms/password-rules';
import { useErrorText } from '../forms/use-error-text';
import { registerSettingsStore } from '../register-settings-store';
import { NewPasswordFields } from './new-password-fields';

type State =
  | { phase: 'checking' }
  | { phase: 'invalid'; message: string }
  | { phase: 'ready'; account: string }
  | { phase: 'done' };

/**
 * /resetPassword?resetToken=…, the page a mailed reset link opens (decision 0020): the link is checked
 * first (it may be used, replaced or past its 30 minutes), then the member sets a new password
 * twice; every session of theirs ends and they log in with it.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  // Not `token`: that query parameter hands a session over (features/session/url-token.ts).
  const token = search.get('resetToken') ?? '';
  const [state, setState] = useState<State>({ phase: 'checking' });
  const explain = useCallback(
    (error: unknown) => (isApiError(error) ? error.message : t('err_unknown')),
    [t],
  );

  const check = useCallback(() => {
    setState({ phase: 'checking' });
    if (!token) {
      setState({ phase: 'invalid', message: t('reset_link_missing') });
      return;
    }
    postCheckResetLink({ token }).then(
      ({ account }) => setState({ phase: 'ready', account }),
      (error: unknown) => setState({ phase: 'invalid', message: explain(error) }),
    );
  }, [token, t, explain]);
  useEffect(check, [check]);

  return (
    <div className="auth-page">
      <div className="auth-page__card" data-testid="reset-password-page">
        <div className="auth-page__head">
          <h1 className="auth-page__title">{t('reset_title')}</h1>
          <Link to="/" className="icon-button" aria-label={t('nav_home')}>
            <HomeIcon />
          </Link>
        </div>
        <div className="auth-page__body">
          {state.phase === 'checking' && (
            <div aria-busy="true" data-testid="reset-checking">
              <Skeleton lines={4} />
            </div>
          )}
          {state.phase === 'invalid' && (
            <div className="auth-form" data-testid="reset-invalid">
              <ErrorPanel message={state.message} />
              <button
                type="button"
                className="button button--primary button--block"
                onClick={() => void navigate('/forget')}
              >
                {t('reset_ask_again')}
              </button>
            </div>
          )}
          {state.phase === 'ready' && (
            <ResetForm
              token={token}
              account={state.account}
              onDone={() => setState({ phase: 'done' })}
              onLinkGone={(message) => setState({ phase: 'invalid', message })}
              explain={explain}
            />
          )}
          {state.phase === 'done' && (
            <div className="auth-form" role="status" data-testid="reset-done">
              <p className="form-note">{t('reset_done')}</p>
              <button
                type="button"
                className="button button--primary button--block"
                onClick={() => void navigate('/login')}
              >
                {t('login_title')}
              </button>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}

function ResetForm(props: {
  token: string;
  account: string;
  onDone: () => void;
  onLinkGone: (message: string) => void;
  explain: (error: unknown) => string;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const settings = useStore(registerSettingsStore);
  const [values, setValues] = useState({ newPassword: '', confirmNewPassword: '' });
  const [errors, setErrors] = useState<ReturnType<typeof validateNewPassword>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (field: NewPasswordField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // A message goes as soon as the value is fixed, not at the next submit.
    setErrors((current) => {
      const next = { ...values, [field]: value };
      const found = validateNewPassword(next.newPassword, next.confirmNewPassword, settings);
      return found[field] ? current : { ...current, [field]: undefined };
    });
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const found = validateNewPassword(values.newPassword, values.confirmNewPassword, settings);
    setErrors(found);
    if (hasErrors(found)) return;
    setBusy(true);
    setRefusal(null);
    try {
      await postResetByEmail({ token: props.token, ...values });
      props.onDone();
    } catch (error) {
      if (isApiError(error, 'password.reset.invalid')) props.onLinkGone(error.message);
      else setRefusal(props.explain(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-busy={busy} data-testid="reset-form">
      <p className="form-note">{t('reset_for_account', { account: props.account })}</p>
      <NewPasswordFields
        settings={settings}
        newPassword={values.newPassword}
        confirmNewPassword={values.confirmNewPassword}
        onNewPassword={set('newPassword')}
        onConfirmNewPassword={set('confirmNewPassword')}
        newPasswordError={errorText(errors.newPassword)}
        confirmNewPasswordError={errorText(errors.confirmNewPassword)}
      />
      {refusal && (
        <p className="form-alert" role="alert">
          {refusal}
        </p>
      )}
      <div className="auth-form__actions">
        <button type="submit" className="button button--primary button--block" disabled={busy}>
          {t('forgot_reset')}
        </button>
      </div>
    </form>
  );
}
