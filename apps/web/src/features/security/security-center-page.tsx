import type { Profile } from '@tessera/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../components/error-panel';
import { ShieldIcon } from '../../components/icons';
import { Skeleton } from '../../components/skeleton';
import { isApiError } from '../../lib/api/api-error';
import { openAuthModal } from '../auth/auth-modal-store';
import { fetchProfile } from './api/get-profile';
import { BankCardsSection } from './components/bank-cards-section';
import { ContactSection } from './components/contact-section';
import { PaymentPasswordSection } from './components/payment-password-section';
import { ProfileSection } from './components/profile-section';
import { LockIcon } from './components/security-icons';
import { SecuritySection } from './components/security-section';
import { TotpSection } from './components/totp-section';

type State =
  | { phase: 'loading' }
  | { phase: 'ready'; profile: Profile }
  | { phase: 'failed'; error: unknown };

/**
 * securityCenter (spec §2.3): the member's profile and real name, bound mobile and e-mail (each
 * confirmed with a code), the login password, the authenticator app, the payment password and bank cards.
 */
export function SecurityCenterPage() {
  const { t } = useTranslation();
  const [state, setState] = useState<State>({ phase: 'loading' });

  const load = useCallback(() => {
    setState({ phase: 'loading' });
    fetchProfile().then(
      (profile) => setState({ phase: 'ready', profile }),
      (error: unknown) => setState({ phase: 'failed', error }),
    );
  }, []);
  useEffect(load, [load]);

  if (state.phase === 'loading') {
    return (
      <div className="security-page" aria-busy="true" data-testid="security-loading">
        <Skeleton lines={2} className="security-page__skeleton" />
        <Skeleton lines={5} />
      </div>
    );
  }
  if (state.phase === 'failed') {
    return (
      <ErrorPanel
        message={isApiError(state.error) ? state.error.message : t('common_load_failed')}
        onRetry={load}
      />
    );
  }

  const { profile } = state;
  const onProfile = (next: Profile) => setState({ phase: 'ready', profile: next });
  const steps = [
    profile.payeeName !== null,
    profile.mobileVerified,
    profile.emailVerified,
    profile.paymentPasswordSet,
  ];
  const done = steps.filter(Boolean).length;

  return (
    <div className="security-page" data-testid="security-center">
      <div className="sec-level">
        <span className="sec-level__icon" aria-hidden="true">
          <ShieldIcon />
        </span>
        <div className="sec-level__text">
          <p className="sec-level__title">{t('sec_level_title', { done, total: steps.length })}</p>
          <p className="sec-level__hint">
            {done === steps.length ? t('sec_level_all_done') : t('sec_level_hint')}
          </p>
        </div>
        <div
          className="sec-level__bar"
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={steps.length}
          aria-valuenow={done}
          aria-label={t('sec_level_label')}
        >
          <span style={{ inlineSize: `${(done / steps.length) * 100}%` }} />
        </div>
      </div>
      <ProfileSection profile={profile} onProfile={onProfile} />
      <ContactSection kind="mobile" profile={profile} onProfile={onProfile} />
      <ContactSection kind="email" profile={profile} onProfile={onProfile} />
      <SecuritySection
        icon={<LockIcon />}
        title={t('sec_login_pw_title')}
        summary={t('sec_login_pw_summary')}
        testId="sec-login-password"
      >
        <button
          type="button"
          className="button button--outline button--small"
          onClick={() => openAuthModal({ kind: 'changePassword', forced: false })}
          data-testid="sec-login-pw-open"
        >
          {t('sec_change')}
        </button>
      </SecuritySection>
      <TotpSection profile={profile} onProfile={onProfile} />
      <PaymentPasswordSection profile={profile} onProfile={onProfile} />
      <BankCardsSection profile={profile} />
    </div>
  );
}
