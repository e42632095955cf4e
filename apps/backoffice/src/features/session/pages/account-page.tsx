import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/field';
import { PageHeader } from '../../../components/page-header';
import { showToast } from '../../../components/toast';
import { useAction } from '../../../lib/hooks/use-action';
import { useStore } from '../../../lib/store/store';
import { postTotpConfirm } from '../api/post-totp-confirm';
import { postTotpSetup } from '../api/post-totp-setup';
import { putPassword } from '../api/put-password';
import { TotpSecret } from '../components/totp-secret';
import { sessionStore } from '../session-store';

/** One's own account: change the password (ends one's other sessions), set up an authenticator. */
export function AccountPage() {
  const { t } = useTranslation();
  const session = useStore(sessionStore);
  return (
    <>
      <PageHeader
        title={t('account.title')}
        subtitle={t('account.subtitle', { name: session?.username ?? '' })}
      />
      <div className="cards-2">
        <PasswordCard />
        <TotpCard />
      </div>
    </>
  );
}

function PasswordCard() {
  const { t } = useTranslation();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const action = useAction();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (next !== confirm) {
      setMismatch(true);
      return;
    }
    setMismatch(false);
    const ok = await action.run(async () => {
      const { endedSessions } = await putPassword({ currentPassword: current, newPassword: next });
      showToast(t('account.passwordChanged', { count: endedSessions }));
    });
    if (ok) {
      setCurrent('');
      setNext('');
      setConfirm('');
    }
  };
  return (
    <form className="card" onSubmit={submit} data-testid="password-form">
      <h2>{t('account.passwordTitle')}</h2>
      <Field label={t('account.currentPassword')}>
        {(id) => (
          <input
            id={id}
            type="password"
            autoComplete="current-password"
            required
            value={current}
            onChange={(e) => setCurrent(e.target.value)}
          />
        )}
      </Field>
      <Field label={t('account.newPassword')} hint={t('account.passwordRule')}>
        {(id) => (
          <input
            id={id}
            type="password"
            autoComplete="new-password"
            required
            minLength={10}
            maxLength={128}
            value={next}
            onChange={(e) => setNext(e.target.value)}
          />
        )}
      </Field>
      <Field label={t('account.confirmPassword')}>
        {(id) => (
          <input
            id={id}
            type="password"
            autoComplete="new-password"
            required
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
          />
        )}
      </Field>
      {(mismatch || action.error) && (
        <p className="form-error" role="alert">
          {mismatch ? t('account.mismatch') : action.error}
        </p>
      )}
      <div className="card__actions">
        <button type="submit" className="btn btn--primary" disabled={action.busy}>
          {t('account.changePassword')}
        </button>
      </div>
    </form>
  );
}

function TotpCard() {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [secret, setSecret] = useState<{ secret: string; otpauthUrl: string } | null>(null);
  const [code, setCode] = useState('');
  const action = useAction();
  const begin = async (event: FormEvent) => {
    event.preventDefault();
    await action.run(async () => setSecret(await postTotpSetup(password)));
    setPassword('');
  };
  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    const ok = await action.run(() => postTotpConfirm(code.trim()));
    if (ok) {
      setSecret(null);
      setCode('');
      showToast(t('account.totpDone'));
    }
  };
  return (
    <form className="card" onSubmit={secret ? confirm : begin} data-testid="totp-form">
      <h2>{t('account.totpTitle')}</h2>
      <p className="muted">{t('account.totpText')}</p>
      {secret ? (
        <>
          <TotpSecret secret={secret.secret} otpauthUrl={secret.otpauthUrl} />
          <Field label={t('auth.code')}>
            {(id) => (
              <input
                id={id}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                required
                value={code}
                onChange={(e) => setCode(e.target.value.replace(/\D/gu, ''))}
              />
            )}
          </Field>
        </>
      ) : (
        <Field label={t('account.currentPassword')}>
          {(id) => (
            <input
              id={id}
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          )}
        </Field>
      )}
      {action.error && (
        <p className="form-error" role="alert">
          {action.error}
        </p>
      )}
      <div className="card__actions">
        {secret && (
          <button type="button" className="btn" onClick={() => setSecret(null)}>
            {t('common.cancel')}
          </button>
        )}
        <button type="submit" className="btn btn--primary" disabled={action.busy}>
          {t(secret ? 'account.totpConfirm' : 'account.totpBegin')}
        </button>
      </div>
    </form>
  );
}
