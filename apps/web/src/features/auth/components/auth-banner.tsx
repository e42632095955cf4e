import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../layout/components/brand-mark';

/** The band above the auth forms (where the original shows the w_login / w_register banners). */
export function AuthBanner({ kind }: { kind: 'login' | 'register' | 'forget' }) {
  const { t } = useTranslation();
  const taglines = {
    login: t('auth_banner_login'),
    register: t('auth_banner_register'),
    forget: t('auth_banner_forget'),
  };
  return (
    <div className={`auth-banner auth-banner--${kind}`} aria-hidden="true">
      <BrandMark className="auth-banner__mark" />
      <p className="auth-banner__text">{taglines[kind]}</p>
    </div>
  );
}
