import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { HomeIcon } from '../../../components/icons';
import { openAuthModal } from '../auth-modal-store';
import { type AuthSurface, AuthSurfaceContext } from '../auth-surface';
import { AuthBanner } from './auth-banner';
import { ForgotPasswordForm, FormSuspense, LoginForm, RegisterForm } from './lazy-forms';

/** /login, /register and /forget: the same forms as the modals, as a full page (spec §2.1). */
export function AuthPage({ kind }: { kind: 'login' | 'register' | 'forget' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const surface = useMemo<AuthSurface>(
    () => ({
      mode: 'page',
      show: (next) => void navigate(`/${next}${window.location.search}`),
      finish: () => void navigate('/'),
      openModal: openAuthModal,
    }),
    [navigate],
  );
  const titles = { login: t('login_title'), register: t('register_title'), forget: t('forgot_title') };

  return (
    <AuthSurfaceContext.Provider value={surface}>
      <div className="auth-page">
        <div className="auth-page__card">
          <AuthBanner kind={kind} />
          <div className="auth-page__head">
            <h1 className="auth-page__title">{titles[kind]}</h1>
            <Link to="/" className="icon-button" aria-label={t('nav_home')}>
              <HomeIcon />
            </Link>
          </div>
          <div className="auth-page__body">
            <FormSuspense>
              {kind === 'login' && <LoginForm key="login" />}
              {kind === 'register' && <RegisterForm key="register" />}
              {kind === 'forget' && <ForgotPasswordForm key="forget" />}
            </FormSuspense>
          </div>
        </div>
      </div>
    </AuthSurfaceContext.Provider>
  );
}
