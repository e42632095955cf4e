import { useTranslation } from 'react-i18next';
import { useAnnouncements } from '../../announcements/announcements-store';
import { BannerCarousel } from '../../announcements/components/banner-carousel';
import { BrandMark } from '../../layout/components/brand-mark';

/** The page keys of the auth forms' banners (spec §2.1). */
const BANNER_KEYS = { login: 'w_login', register: 'w_reg', forget: 'w_forget' } as const;

/**
 * The band above the auth forms: the brand's w_login / w_reg / w_forget banners when it has some,
 * else the brand's mark with a line of welcome.
 */
export function AuthBanner({ kind }: { kind: 'login' | 'register' | 'forget' }) {
  const { t } = useTranslation();
  const announcements = useAnnouncements();
  const group = BANNER_KEYS[kind];
  if (
    announcements.phase === 'ready' &&
    announcements.value.banners.some((banner) => banner.groupName === group)
  ) {
    return <BannerCarousel group={group} className="auth-banner__carousel" />;
  }
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
