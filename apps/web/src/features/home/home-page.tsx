import { BannerCarousel } from '../announcements/components/banner-carousel';
import { GameTabsSection } from './components/game-tabs';
import { HomeWelcome } from './components/home-welcome';
import { JackpotBanner } from './components/jackpot-banner';
import { RecentWinners } from './components/recent-winners';
import { VendorSections } from './components/vendor-sections';

/**
 * Home (spec §2.5): the w_home banners; the welcome (the way in for visitors) and the rolling
 * jackpot with, beside them on wide screens, the recent winners; the HOT / FAV / RECOMMEND game
 * tabs; the vendors of every game type.
 */
export function HomePage() {
  return (
    <div className="home container">
      <BannerCarousel group="w_home" className="home__banners" />
      <div className="home__columns">
        <div className="home__lead">
          <HomeWelcome />
          <JackpotBanner />
        </div>
        <RecentWinners />
      </div>
      <GameTabsSection />
      <VendorSections />
    </div>
  );
}
