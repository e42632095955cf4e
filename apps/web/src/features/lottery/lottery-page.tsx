import type { LotteryGame } from '@tessera/contracts';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { ErrorPanel } from '../../components/error-panel';
import { EmptyState } from '../../components/list-states';
import { Skeleton } from '../../components/skeleton';
import { isApiError } from '../../lib/api/api-error';
import { useLoad } from '../../lib/async/use-load';
import { useVendorLanes } from '../games/vendor-lanes-store';
import { GamepadIcon } from '../wallet/components/wallet-icons';
import { fetchLotteryGamesByPrizeMode } from './api/get-lottery-games-by-prize-mode';
import { fetchLotteryMenus } from './api/get-lottery-menus';
import { fetchPopularLotteryGames } from './api/get-popular-lottery-games';
import { fetchVnGameMenu } from './api/get-vn-game-menu';
import { fetchVnRecentGames } from './api/get-vn-recent-games';
import { GameMenu } from './components/game-menu';
import { GameScreen } from './components/game-screen';
import { LaunchBackButton } from './components/launch-back-button';
import { launchRedirect } from './launch-query';
import {
  chooseGame,
  familySections,
  type LotteryArea,
  type MenuSection,
  popularSection,
  vnSections,
} from './menu-sections';
import { prizeModeChoices } from './prize-mode';
import { useLaunch, useLaunchQuery } from './use-launch';
import { useVnOpenDraws } from './use-vn-open-draws';
import './lottery.css';
import './lottery-extras.css';
import './lottery-phone.css';

interface Menu {
  sections: MenuSection[];
  /** /lottery: every game of the platform, for a query naming one another page lists; the other pages open only their own. */
  games: LotteryGame[];
  /** The games the server also offers at ZY odds (fast games may switch to them). */
  zyGames: ReadonlySet<string>;
}

/** The popular games, the recent ones and the ZY list are niceties: without them the menu still works. */
const NO_GAMES = { games: [] as LotteryGame[] };

async function loadMenu(area: LotteryArea, signal: AbortSignal): Promise<Menu> {
  const popular = fetchPopularLotteryGames(signal).catch(() => NO_GAMES);
  const withPopular = async (sections: MenuSection[]) => {
    const section = popularSection((await popular).games, sections);
    return section ? [section, ...sections] : sections;
  };
  if (area === 'vn') {
    const [menu, recent] = await Promise.all([
      fetchVnGameMenu(signal),
      fetchVnRecentGames(signal).catch(() => NO_GAMES),
    ]);
    const sections = vnSections(menu, recent.games);
    return {
      sections: await withPopular(sections),
      games: [],
      zyGames: new Set(),
    };
  }
  const [{ menus }, zy] = await Promise.all([
    fetchLotteryMenus(signal),
    area === 'lottery'
      ? fetchLotteryGamesByPrizeMode({ prizeMode: 'ZY' }, signal).catch(() => NO_GAMES)
      : NO_GAMES,
  ]);
  return {
    sections: await withPopular(familySections(menus, area)),
    games: area === 'lottery' ? menus.flatMap((menu) => menu.games) : [],
    zyGames: new Set(zy.games.map((game) => game.gameCode)),
  };
}

/**
 * /lottery, /vnLottery and /seaLottery (spec §2.1) with the lobby launch query (spec §7.4,
 * `launch-query.ts`): /lottery?lottoArea=VN… is the Vietnamese page's launch, sent there first.
 */
export function LotteryPage({ area }: { area: LotteryArea }) {
  const [params] = useSearchParams();
  const redirect = launchRedirect(area, params);
  if (redirect) return <Navigate to={redirect} replace />;
  return <LotteryScreen area={area} />;
}

/**
 * A lottery page: the game menu (with the popular games, and on /vnLottery each province's
 * countdown) and the game the query names or the page's default. The Vietnamese games play at the
 * prize mode the vendor data decides (spec §4), so that page waits for the vendor lanes the site
 * loads anyway; a fast game the server offers at ZY lets the member switch (a launch may pick).
 */
function LotteryScreen({ area }: { area: LotteryArea }) {
  const { t, i18n } = useTranslation();
  const menu = useLoad(`${area}:${i18n.language}`, (signal) => loadMenu(area, signal));
  const lanes = useVendorLanes();
  const openDraws = useVnOpenDraws(area === 'vn');
  const title =
    area === 'vn' ? t('nav_vn_lottery') : area === 'sea' ? t('nav_sea_lottery') : t('nav_lottery');

  const launch = useLaunchQuery();
  const ready = menu.state.phase === 'ready' ? menu.state.value : null;
  const game = ready ? chooseGame(ready.sections, area, launch.gameCode, ready.games) : null;
  const waitingForLanes = game?.area === 'VN' && (lanes.phase === 'idle' || lanes.phase === 'loading');
  const { playRef, selectGame } = useLaunch(launch, game !== null && !waitingForLanes);

  const head = (
    <div className="lottery-page__bar">
      <LaunchBackButton to={launch.backUrl} />
      <span className="lottery-page__area">{title}</span>
    </div>
  );

  if (menu.state.phase === 'loading' || menu.state.phase === 'idle') {
    return (
      <div className="lottery-page container" aria-busy="true" data-testid="lottery-loading">
        {head}
        <div className="lottery-page__layout">
          <Skeleton lines={6} className="lottery-page__menu-skeleton" />
          <Skeleton lines={8} />
        </div>
      </div>
    );
  }
  if (menu.state.phase === 'failed') {
    const error = menu.state.error;
    return (
      <div className="lottery-page container">
        {head}
        <ErrorPanel
          message={isApiError(error) ? error.message : t('common_load_failed')}
          onRetry={menu.retry}
        />
      </div>
    );
  }

  const { sections, zyGames } = menu.state.value;
  if (!game) {
    return (
      <div className="lottery-page container">
        {head}
        <EmptyState icon={<GamepadIcon />} testId="lottery-no-games">
          {t('lottery_no_games')}
        </EmptyState>
      </div>
    );
  }
  // A menu of one game (the sea lottery) is no choice: the game takes the whole width.
  const single = sections.flatMap((section) => section.entries).length <= 1;
  const choices = prizeModeChoices(game, lanes.phase === 'ready' ? lanes.lanes : [], zyGames);

  return (
    <div
      className="lottery-page container"
      data-testid="lottery-page"
      data-area={area}
      data-device={launch.device ?? undefined}
    >
      {head}
      <div className={`lottery-page__layout ${single ? 'lottery-page__layout--single' : ''}`}>
        {!single && (
          <GameMenu sections={sections} current={game.gameCode} openDraws={openDraws} onSelect={selectGame} />
        )}
        {waitingForLanes ? (
          <Skeleton lines={8} />
        ) : (
          <GameScreen
            key={`${game.gameCode}:${choices.join()}`}
            game={game}
            choices={choices}
            launchedMode={launch.prizeMode}
            playRef={playRef}
          />
        )}
      </div>
    </div>
  );
}
