import { useTranslation } from 'react-i18next';
import { openAuthModal } from '../../auth/auth-modal-store';
import { FreePlayButton } from '../../auth/components/free-play-button';
import { useSession } from '../../session/use-session';
import { FLAGS } from '../../site/site-flags';
import { useSite } from '../../site/use-site';
import { HeroArt } from './hero-art';

/** The banner area: the brand's welcome, and the way in for visitors. */
export function HomeHero() {
  const { t } = useTranslation();
  const { brand, whitelabel } = useSite().info;
  const { member } = useSession();
  const canRegister =
    whitelabel.flags[FLAGS.directRegister] === true || whitelabel.flags[FLAGS.mobileRegister] === true;
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__glow" aria-hidden="true" />
      <div className="container hero__inner">
        <div className="hero__copy">
          <p className="hero__eyebrow">{t('hero_eyebrow')}</p>
          <h1 id="hero-title" className="hero__title" data-testid="hero-title">
            {member
              ? t('hero_welcome_back', { name: member.account })
              : t('hero_welcome', { brand: brand.name })}
          </h1>
          <p className="hero__lead">{t('hero_lead')}</p>
          {!member && (
            <div className="hero__actions">
              {canRegister && (
                <button
                  type="button"
                  className="button button--primary button--large"
                  onClick={() => openAuthModal('register')}
                >
                  {t('hero_join')}
                </button>
              )}
              <button
                type="button"
                className="button button--outline button--large"
                onClick={() => openAuthModal('login')}
              >
                {t('header_login')}
              </button>
              <FreePlayButton className="button button--ghost button--large" />
            </div>
          )}
          <dl className="hero__facts">
            <div>
              <dt>{t('hero_fact_currency')}</dt>
              <dd>{`${brand.currencySymbol} ${brand.currency}`}</dd>
            </div>
            <div>
              <dt>{t('hero_fact_languages')}</dt>
              <dd>{brand.languages.length}</dd>
            </div>
          </dl>
        </div>
        <HeroArt />
      </div>
    </section>
  );
}
