import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { Field } from '../../../components/field';
import { PreferenceSwitches } from '../../../components/preference-switches';
import { useStore } from '../../../lib/store/store';
import { fetchCaptcha } from '../api/get-captcha';
import { postLogin } from '../api/post-login';
import { postLoginTotp } from '../api/post-login-totp';
import { TotpSecret } from '../components/totp-secret';
import { type LoginStep, stepAfterRefusal } from '../login-flow';
import { endReasonStore, sessionStore, startSession } from '../session-store';

/** Sign-in: username and password (a captcha once the server asks), then a code when required. */
export function LoginPage() {
  const { t } = useTranslation();
  const session = useStore(sessionStore);
  const endReason = useStore(endReasonStore);
  const [step, setStep] = useState<LoginStep>({ kind: 'password', captcha: false, message: null });
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [captchaImage, setCaptchaImage] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);

  const needsCaptcha = step.kind === 'password' && step.captcha;
  // A new captcha after every refused attempt (each is single use).
  // biome-ignore lint/correctness/useExhaustiveDependencies: step is the trigger by design.
  useEffect(() => {
    if (!needsCaptcha) return;
    setCaptcha('');
    fetchCaptcha().then(setCaptchaImage, () => setCaptchaImage(null));
  }, [needsCaptcha, step]);

  if (session) return <Navigate to="/" replace />;

  const signIn = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      if (step.kind === 'password') {
        const answer = await postLogin({ username, password, captcha: step.captcha ? captcha : undefined });
        startSession({ token: answer.token, role: answer.role, username });
      } else {
        const answer = await postLoginTotp(step.ticket, code.trim());
        startSession({ token: answer.token, role: answer.role, username });
      }
    } catch (error) {
      if (step.kind === 'password') {
        setStep(stepAfterRefusal(error, step.captcha));
      } else {
        const message = error instanceof Error ? error.message : t('common.errorUnknown');
        // A spent or expired ticket: start again from the password.
        if ((error as { code?: string }).code === 'staff.totp.expired') {
          setStep({ kind: 'password', captcha: false, message });
        } else {
          setStep({ ...step, message });
        }
        setCode('');
      }
    } finally {
      setBusy(false);
    }
  };

  const notice =
    step.message ??
    (endReason === 'idle' ? t('auth.endedIdle') : endReason === 'expired' ? t('auth.endedExpired') : null);

  return (
    <main className="login">
      <div className="login__prefs">
        <PreferenceSwitches />
      </div>
      <form className="login__card" onSubmit={signIn} data-testid="login-form" data-step={step.kind}>
        <div className="login__brand">
          <span className="brand-mark" aria-hidden="true">
            T
          </span>
          <div>
            <h1>{t('auth.title')}</h1>
            <p className="muted">{t(`auth.subtitle.${step.kind}`)}</p>
          </div>
        </div>
        {notice && (
          <p
            className={step.kind === 'password' ? 'form-error' : 'form-note'}
            role="alert"
            data-testid="login-message"
          >
            {notice}
          </p>
        )}
        {step.kind === 'password' ? (
          <>
            <Field label={t('auth.username')}>
              {(id) => (
                <input
                  id={id}
                  name="username"
                  autoComplete="username"
                  required
                  value={username}
                  onChange={(e) => setUsername(e.target.value)}
                />
              )}
            </Field>
            <Field label={t('auth.password')}>
              {(id) => (
                <input
                  id={id}
                  name="password"
                  type="password"
                  autoComplete="current-password"
                  required
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                />
              )}
            </Field>
            {step.captcha && (
              <Field label={t('auth.captcha')}>
                {(id) => (
                  <div className="captcha">
                    <input
                      id={id}
                      name="captcha"
                      autoComplete="off"
                      required
                      value={captcha}
                      onChange={(e) => setCaptcha(e.target.value)}
                    />
                    {captchaImage && (
                      <img src={`data:image/png;base64,${captchaImage}`} alt={t('auth.captchaAlt')} />
                    )}
                  </div>
                )}
              </Field>
            )}
          </>
        ) : (
          <>
            {step.kind === 'enrol' && <TotpSecret secret={step.secret} otpauthUrl={step.otpauthUrl} />}
            <Field label={t('auth.code')}>
              {(id) => (
                <input
                  id={id}
                  name="code"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  pattern="\d{6}"
                  maxLength={6}
                  required
                  value={code}
                  onChange={(e) => setCode(e.target.value.replace(/\D/gu, ''))}
                />
              )}
            </Field>
          </>
        )}
        <button
          type="submit"
          className="btn btn--primary btn--block"
          disabled={busy}
          data-testid="login-submit"
        >
          {t(step.kind === 'password' ? 'auth.signIn' : 'auth.verify')}
        </button>
        {step.kind !== 'password' && (
          <button
            type="button"
            className="btn btn--ghost btn--block"
            onClick={() => setStep({ kind: 'password', captcha: false, message: null })}
          >
            {t('auth.back')}
          </button>
        )}
      </form>
    </main>
  );
}
