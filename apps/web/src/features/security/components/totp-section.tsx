import type { Profile } from '@tessera/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ShieldIcon } from '../../../components/icons';
import { QrCode } from '../../../components/qr-code';
import { TextField } from '../../../components/text-field';
import { isApiError } from '../../../lib/api/api-error';
import { fetchProfile } from '../api/get-profile';
import { postTotpDisable, postTotpEnable, postTotpSetup } from '../api/totp';
import { cleanCode } from '../security-rules';
import { FormOutcome, type Outcome, SecuritySection } from './security-section';

/** What the member is doing: asked who they are (for a setup or to turn off), then scanning the secret. */
type Step =
  | { name: 'idle' }
  | { name: 'prove'; purpose: 'setup' | 'disable' }
  | { name: 'confirm'; secret: string; otpauthUrl: string };

/** The secret in groups of four, easier to type into an app by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/gu)?.join(' ') ?? secret;

/**
 * The authenticator app (TOTP), the second factor of logins from new places. Binding, replacing
 * and turning it off each ask for the login password again, or a current code from the bound app
 * (decision 0020): a session alone cannot swap the member's second factor.
 */
export function TotpSection({
  profile,
  onProfile,
}: {
  profile: Profile;
  onProfile: (next: Profile) => void;
}) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>({ name: 'idle' });
  const [useCode, setUseCode] = useState(false);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const enabled = profile.totpEnabled;

  const open = (next: Step) => {
    setStep(next);
    setPassword('');
    setCode('');
    setError(null);
    setOutcome(null);
    setUseCode(false);
  };

  const run = async (work: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    setOutcome(null);
    try {
      await work();
    } catch (failure) {
      setOutcome({ tone: 'error', text: isApiError(failure) ? failure.message : t('err_unknown') });
    } finally {
      setBusy(false);
    }
  };

  const prove = (purpose: 'setup' | 'disable') => (event: React.FormEvent) => {
    event.preventDefault();
    const missing = useCode ? code.length !== 6 : !password;
    setError(missing ? t(useCode ? 'err_code' : 'err_required') : null);
    if (missing) return;
    const proof = useCode ? { code } : { password };
    void run(async () => {
      if (purpose === 'setup') {
        const { secret, otpauthUrl } = await postTotpSetup(proof);
        open({ name: 'confirm', secret, otpauthUrl });
      } else {
        await postTotpDisable(proof);
        onProfile(await fetchProfile());
        open({ name: 'idle' });
        setOutcome({ tone: 'success', text: t('sec_totp_disabled') });
      }
    });
  };

  const confirm = (event: React.FormEvent) => {
    event.preventDefault();
    setError(code.length === 6 ? null : t('err_code'));
    if (code.length !== 6) return;
    void run(async () => {
      await postTotpEnable({ code });
      onProfile(await fetchProfile());
      open({ name: 'idle' });
      setOutcome({ tone: 'success', text: t('sec_totp_enabled') });
    });
  };

  const codeField = (label: string) => (
    <TextField
      label={label}
      required
      inputMode="numeric"
      value={code}
      onChange={(next) => setCode(cleanCode(next))}
      error={error}
      autoComplete="one-time-code"
      name="totpCode"
      maxLength={6}
    />
  );

  const actions = (submit: string, testId: string) => (
    <div className="sec-form__actions">
      <button type="button" className="button button--ghost" onClick={() => open({ name: 'idle' })}>
        {t('sec_cancel')}
      </button>
      <button type="submit" className="button button--primary" disabled={busy} data-testid={testId}>
        {submit}
      </button>
    </div>
  );

  return (
    <SecuritySection
      icon={<ShieldIcon />}
      title={t('sec_totp_title')}
      summary={t('sec_totp_summary')}
      done={enabled}
      status={enabled ? t('sec_status_set') : t('sec_status_not_set')}
      testId="sec-totp"
    >
      {step.name === 'idle' && (
        <>
          <div className="sec-form__actions sec-form__actions--start">
            <button
              type="button"
              className="button button--outline button--small"
              onClick={() => open({ name: 'prove', purpose: 'setup' })}
              data-testid="sec-totp-setup"
            >
              {enabled ? t('sec_totp_replace') : t('sec_bind')}
            </button>
            {enabled && (
              <button
                type="button"
                className="button button--ghost button--small"
                onClick={() => open({ name: 'prove', purpose: 'disable' })}
                data-testid="sec-totp-disable"
              >
                {t('sec_totp_turn_off')}
              </button>
            )}
          </div>
          <FormOutcome outcome={outcome} />
        </>
      )}
      {step.name === 'prove' && (
        <form className="sec-form" onSubmit={prove(step.purpose)} noValidate data-testid="sec-totp-prove">
          <p className="form-note">{t('sec_totp_prove_note')}</p>
          {useCode ? (
            codeField(t('sec_totp_current_code'))
          ) : (
            <TextField
              label={t('field_password')}
              required
              type="password"
              value={password}
              onChange={setPassword}
              error={error}
              autoComplete="current-password"
              name="password"
              maxLength={128}
            />
          )}
          {enabled && (
            <button
              type="button"
              className="link-button"
              onClick={() => {
                setUseCode(!useCode);
                setError(null);
              }}
            >
              {useCode ? t('sec_totp_use_password') : t('sec_totp_use_code')}
            </button>
          )}
          <FormOutcome outcome={outcome} />
          {actions(
            step.purpose === 'setup' ? t('sec_confirm') : t('sec_totp_turn_off'),
            'sec-totp-prove-submit',
          )}
        </form>
      )}
      {step.name === 'confirm' && (
        <form className="sec-form" onSubmit={confirm} noValidate data-testid="sec-totp-confirm">
          <p className="form-note">{t('sec_totp_scan_note')}</p>
          <QrCode text={step.otpauthUrl} label={t('sec_totp_qr_alt')} />
          <p className="sec-totp__secret" data-testid="sec-totp-secret">
            {grouped(step.secret)}
          </p>
          <a className="link-button" href={step.otpauthUrl}>
            {t('sec_totp_open_app')}
          </a>
          {codeField(t('sec_totp_new_code'))}
          <FormOutcome outcome={outcome} />
          {actions(t('sec_confirm'), 'sec-totp-confirm-submit')}
        </form>
      )}
    </SecuritySection>
  );
}
