import { useTranslation } from 'react-i18next';
import { openAuthModal } from '../../auth/auth-modal-store';
import { FreePlayButton } from '../../auth/components/free-play-button';
import { useOpenMemberCentre } from '../../member-centre/use-open-member-centre';
import { useSession } from '../../session/use-session';
import { FLAGS } from '../../site/site-flags';
import { useSite } from '../../site/use-site';

/** Under the banners: the brand's welcome and the way in for visitors, the cashier for members. */
export function HomeWelcome() {
  const { t } = useTranslation();
  const { brand, whitelabel } = useSite().info;
  const { member, isTrial } = useSession();
  const openMemberCentre = useOpenMemberCentre();
  const canRegister =
    whitelabel.flags[FLAGS.directRegister] === true || whitelabel.flags[FLAGS.mobileRegister] === true;
  return (
    <section className="home-welcome" aria-labelledby="hero-title">
      <div className="home-welcome__copy">
        <h1 id="hero-title" className="home-welcome__title" data-testid="hero-title">
          {member
            ? t('hero_welcome_back', { name: member.account })
            : t('hero_welcome', { brand: brand.name })}
        </h1>
        <p className="home-welcome__lead">{t('home_welcome_lead')}</p>
      </div>
      <div className="home-welcome__actions">
        {!member && canRegister && (
          <button type="button" className="button button--primary" onClick={() => openAuthModal('register')}>
            {t('hero_join')}
          </button>
        )}
        {!member && (
          <button type="button" className="button button--outline" onClick={() => openAuthModal('login')}>
            {t('header_login')}
          </button>
        )}
        {!member && <FreePlayButton className="button button--ghost" />}
        {member && !isTrial && (
          <button
            type="button"
            className="button button--primary"
            onClick={() => openMemberCentre('depositv2')}
          >
            {t('header_deposit')}
          </button>
        )}
      </div>
    </section>
  );
}
