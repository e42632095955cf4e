import { peekEarly, takeEarly } from '../../lib/async/early-fetch';
import { isSettled, type Load, useLoad } from '../../lib/async/use-load';
import { useAfterPaint } from '../../lib/render/use-after-paint';
import { useStore } from '../../lib/store/create-store';
import { useAnnouncements } from '../announcements/announcements-store';
import { BannerCarousel } from '../announcements/components/banner-carousel';
import { languageStore } from '../site/language';
import { fetchJackpot } from './api/get-jackpot';
import { GameTabsSection } from './components/game-tabs';
import { HomeWelcome } from './components/home-welcome';
import { JackpotBanner } from './components/jackpot-banner';
import { knownWinners, loadWinners, RecentWinners } from './components/recent-winners';
import { VendorSections } from './components/vendor-sections';

/**
 * Home (spec §2.5): the w_home banners; the welcome (the way in for visitors) and the rolling
 * jackpot with, beside them on wide screens, the recent winners; the HOT / FAV / RECOMMEND game
 * tabs; the vendors of every game type.
 *
 * Nothing moves as it loads (decision 0055): the banners, the jackpot and the winners may each be
 * absent or of another size than their placeholders, so until all three have answered the top shows
 * its placeholders and nothing is drawn below it; then the top is drawn afresh (new elements appear,
 * none moves) and the game tabs below it, the vendor sections (below the fold) a frame later. On `/`
 * the lists were asked for as the site booted (fetch-home-early.ts).
 */
export function HomePage() {
  const language = useStore(languageStore);
  const announcements = useAnnouncements();
  // Each first shown at once when it has come already (decision 0057).
  const jackpot = useLoad(
    'jackpot',
    (signal) => takeEarly('jackpot', () => fetchJackpot(signal)),
    () => peekEarly<Awaited<ReturnType<typeof fetchJackpot>>>('jackpot'),
  );
  const winners = useLoad(
    language,
    (signal) => loadWinners(language ?? '', signal),
    () => knownWinners(language ?? ''),
  );
  const settled = isSettled(announcements) && isSettled(jackpot.state) && isSettled(winners.state);
  const afterPaint = useAfterPaint(settled);
  // While settling, each part of the top shows its placeholder even once its own load has answered.
  const shown = <T,>(load: { state: Load<T>; retry: () => void }) =>
    settled ? load : { state: { phase: 'loading' } as Load<T>, retry: load.retry };
  return (
    <div className={settled ? 'home container' : 'home container is-settling'}>
      <div key={settled ? 'settled' : 'settling'} className="home__top">
        <BannerCarousel group="w_home" className="home__banners" placeholder={!settled} />
        <div className="home__columns">
          <div className="home__lead">
            <HomeWelcome />
            <JackpotBanner first={shown(jackpot)} />
          </div>
          <RecentWinners board={shown(winners)} />
        </div>
      </div>
      {settled && <GameTabsSection />}
      {settled && afterPaint && <VendorSections />}
    </div>
  );
}
