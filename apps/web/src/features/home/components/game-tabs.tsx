import type { GameCard as Game, Language } from '@tessera/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorPanel } from '../../../components/error-panel';
import { Tabs } from '../../../components/tabs';
import { isApiError } from '../../../lib/api/api-error';
import { useLoad } from '../../../lib/async/use-load';
import { useUniqueId } from '../../../lib/ids/use-unique-id';
import { useStore } from '../../../lib/store/create-store';
import { openAuthModal } from '../../auth/auth-modal-store';
import { fetchFavouriteList } from '../../games/api/get-favourite-list';
import { fetchGameList } from '../../games/api/get-game-list';
import { fetchHotGames } from '../../games/api/get-hot-games';
import { GameCard, GameCardSkeleton } from '../../games/components/game-card';
import { useFavourites } from '../../games/favourites-store';
import { sessionStore } from '../../session/session-store';
import { languageStore } from '../../site/language';
import { GAME_ARROWS_ABOVE, HOME_TAB_LIMIT, HOME_TABS, type HomeTab, tabGames } from '../home-sections';
import { cachedForLanguage, cacheEarly, knownForLanguage } from '../session-cache';
import { HScroller } from './h-scroller';

/** The cards a phone shows without scrolling the strip: their pictures load first. */
const EAGER_CARDS = 3;

/** Session-storage key of the hot games (spec §4). */
const HOT_GAMES_KEY = 'hotGames';

const TAB_LABELS: Record<HomeTab, string> = {
  HOT: 'popular_nav',
  FAV: 'home_tab_favourites',
  RECOMMEND: 'home_tab_recommended',
};
const EMPTY_KEYS: Record<HomeTab, string> = {
  HOT: 'home_hot_empty',
  FAV: 'home_fav_empty',
  RECOMMEND: 'home_recommend_empty',
};
const SEE_ALL: Partial<Record<HomeTab, string>> = { HOT: '/hot', RECOMMEND: '/rng' };

const fetchHot = (language: Language | null, signal?: AbortSignal, header?: string) =>
  fetchHotGames({ language: language ?? undefined, platform: 'W' }, signal, header).then(
    (value) => value.list,
  );

/** The hot games asked for as the site boots, in the language it is loading (decision 0055). */
export const fetchHotGamesEarly = (language: Language) =>
  cacheEarly(HOT_GAMES_KEY, language, () => fetchHot(language, undefined, language));

function fetchTab(tab: HomeTab, language: Language | null, signal: AbortSignal): Promise<Game[]> {
  const lang = language ?? undefined;
  switch (tab) {
    case 'HOT':
      return cachedForLanguage(HOT_GAMES_KEY, language ?? '', () => fetchHot(language, signal));
    case 'FAV':
      return fetchFavouriteList({ language: lang, pageNo: 1, pageSize: HOME_TAB_LIMIT }, signal).then(
        (page) => page.list,
      );
    case 'RECOMMEND':
      return fetchGameList(
        { gameType: 'RNG', recommended: 'true', language: lang, pageNo: 1, pageSize: HOME_TAB_LIMIT },
        signal,
      ).then((page) => page.list);
  }
}

/**
 * The home page's game tabs (spec §2.5, §9): HOT, FAV and RECOMMEND, 13 games each, in a strip
 * with arrows above 6. FAV needs a login: a visitor choosing it gets the login modal instead.
 */
export function GameTabsSection() {
  const { t } = useTranslation();
  const panelId = useUniqueId();
  const [tab, setTab] = useState<HomeTab>('HOT');
  const language = useStore(languageStore);
  const memberId = useStore(sessionStore, (state) => (state.phase === 'member' ? state.member.id : null));
  const favourites = useFavourites();
  const shownTab: HomeTab = tab === 'FAV' && memberId === null ? 'HOT' : tab;
  const key = `${shownTab}|${language}|${shownTab === 'FAV' ? memberId : ''}`;
  const { state, retry } = useLoad(
    key,
    (signal) => fetchTab(shownTab, language, signal),
    () => (shownTab === 'HOT' ? knownForLanguage<Game>(HOT_GAMES_KEY, language ?? '') : undefined),
  );

  const choose = (next: HomeTab) => {
    if (next === 'FAV' && memberId === null) {
      openAuthModal('login');
      return;
    }
    setTab(next);
  };

  let games: Game[] = [];
  if (state.phase === 'ready') {
    games = tabGames(shownTab, state.value);
    // A heart taken off in this tab takes the game out at once.
    if (shownTab === 'FAV' && favourites.phase === 'ready') {
      games = games.filter((game) => favourites.ids.includes(game.nodeId));
    }
  }
  const seeAll = SEE_ALL[shownTab];

  return (
    <section className="home-section home-games" aria-label={t('home_games')} data-testid="home-games">
      <div className="home-section__head">
        <Tabs
          items={HOME_TABS.map((key) => ({ key, label: t(TAB_LABELS[key]) }))}
          active={shownTab}
          onChange={choose}
          label={t('home_games')}
        />
        {seeAll && (
          <Link to={seeAll} className="home-section__more">
            {t('home_see_all')}
          </Link>
        )}
      </div>
      <div id={panelId} role="tabpanel" aria-label={t(TAB_LABELS[shownTab])} data-tab={shownTab}>
        {(state.phase === 'loading' || state.phase === 'idle') && (
          <div
            className="home-games__row home-games__row--loading"
            role="status"
            aria-label={t('common_loading')}
          >
            {Array.from({ length: 7 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders never reorder
              <div key={index} className="home-games__item">
                <GameCardSkeleton />
              </div>
            ))}
          </div>
        )}
        {state.phase === 'failed' && (
          <ErrorPanel
            message={isApiError(state.error) ? state.error.message : t('common_load_failed')}
            onRetry={retry}
          />
        )}
        {state.phase === 'ready' && games.length === 0 && (
          <p className="home-section__empty" data-testid="home-games-empty">
            {t(EMPTY_KEYS[shownTab])}
          </p>
        )}
        {state.phase === 'ready' && games.length > 0 && (
          <HScroller count={games.length} arrowsAbove={GAME_ARROWS_ABOVE}>
            {games.map((game, index) => (
              <div key={game.nodeId} className="home-games__item">
                <GameCard game={game} eager={index < EAGER_CARDS} />
              </div>
            ))}
          </HScroller>
        )}
      </div>
    </section>
  );
}
