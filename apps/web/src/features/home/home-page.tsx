import { useTranslation } from 'react-i18next';
import { NotOpenPanel } from '../../components/not-open-panel';
import { CategoryGrid } from './components/category-grid';
import { HomeHero } from './components/home-hero';
import { PromiseStrip } from './components/promise-strip';

/**
 * Home (spec §2.5). Banners, game tabs, winners and vendors need the catalogue of a later release;
 * until then the page welcomes, says plainly what opens soon, and lets people join.
 */
export function HomePage() {
  const { t } = useTranslation();
  return (
    <div className="home">
      <HomeHero />
      <div className="container">
        <PromiseStrip />
        <section className="home__section" aria-labelledby="home-games-title">
          <div className="section-head">
            <h2 id="home-games-title" className="section-head__title">
              {t('home_games_title')}
            </h2>
            <span className="pill pill--soon">{t('home_soon')}</span>
          </div>
          <p className="section-head__lead">{t('home_games_lead')}</p>
          <CategoryGrid />
        </section>
        <div className="home__later">
          <NotOpenPanel title={t('home_promotions_title')} heading="h3" />
          <NotOpenPanel title={t('latest_winners')} heading="h3" />
        </div>
      </div>
    </div>
  );
}
