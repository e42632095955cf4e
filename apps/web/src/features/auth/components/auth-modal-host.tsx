import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Modal } from '../../../components/modal';
import { useStore } from '../../../lib/store/create-store';
import { useLogout } from '../../session/use-logout';
import { afterLoginPath } from '../after-login-path';
import { authModalStore, closeAuthModal, openAuthModal } from '../auth-modal-store';
import { type AuthSurface, AuthSurfaceContext } from '../auth-surface';
import { AuthBanner } from './auth-banner';
import { ChangePasswordForm, ForgotPasswordForm, FormSuspense, LoginForm, RegisterForm } from './lazy-forms';

/** The login, registration, forgot-password and change-password modals over any page. */
export function AuthModalHost() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout();
  const modal = useStore(authModalStore);

  const surface = useMemo<AuthSurface>(
    () => ({
      mode: 'modal',
      show: (kind) => openAuthModal(kind),
      finish: () => {
        closeAuthModal();
        void navigate(afterLoginPath(window.location));
      },
      openModal: openAuthModal,
    }),
    [navigate],
  );

  if (!modal) return null;
  const forced = modal.kind === 'changePassword' && modal.forced;
  const titles = {
    login: t('login_title'),
    register: t('register_title'),
    forget: t('forgot_title'),
    changePassword: t('change_password_title'),
  } as const;

  return (
    <AuthSurfaceContext.Provider value={surface}>
      <Modal
        key={modal.kind}
        title={titles[modal.kind]}
        onClose={forced ? undefined : closeAuthModal}
        header={modal.kind === 'changePassword' ? undefined : <AuthBanner kind={modal.kind} />}
        className={`auth-modal auth-modal--${modal.kind}`}
      >
        <FormSuspense>
          {modal.kind === 'login' && <LoginForm />}
          {modal.kind === 'register' && <RegisterForm />}
          {modal.kind === 'forget' && <ForgotPasswordForm />}
          {modal.kind === 'changePassword' && (
            <ChangePasswordForm forced={modal.forced} oldPassword={modal.oldPassword} />
          )}
        </FormSuspense>
        {forced && (
          // A forced change cannot be dismissed; leaving the account is the only other way out.
          <button
            type="button"
            className="link-button auth-form__logout"
            onClick={() => void logout({ confirm: false })}
          >
            {t('side_logout')}
          </button>
        )}
      </Modal>
    </AuthSurfaceContext.Provider>
  );
}
