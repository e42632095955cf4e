import { GAME_CLASSIFIES, type GameClassify } from '@tessera/contracts';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useSearchParams } from 'react-router';
import { ErrorPanel } from '../../components/error-panel';
import { HomeIcon, SparkIcon } from '../../components/icons';
import { type TabItem, Tabs } from '../../components/tabs';
import { formatCount } from '../../i18n/numbers';
import { isApiError } from '../../lib/api/api-error';
import { BannerCarousel } from '../announcements/components/banner-carousel';
import { openAuthModal } from '../auth/auth-modal-store';
import { useSession } from '../session/use-session';
import { useSite } from '../site/use-site';
import { CATEGORY_META, type ListKind, listKindOf } from './categories';
import { laneVendors } from './category-nav-rules';
import { BetFilters, ClassifyChips, VendorChips } from './components/game-filters';
import { GameGrid } from './components/game-grid';
import { FlameIcon, GridIcon } from './components/games-icons';
import { SearchBox } from './components/search-box';
import { VendorPopupHost } from './components/vendor-popup';
import { useDebouncedValue } from './use-debounced-value';
import { type LobbyTab, useLobbyFeed } from './use-lobby-feed';
import { retryVendorLanes, useVendorLanes } from './vendor-lanes-store';

const TITLES: Record<ListKind, string> = { RNG: 'con_rng', INHOUSE: 'games_inhouse', HOT: 'popular_nav' };

/**
 * The game list pages (spec §2.1 /rng, /hot, /inHouse): the lobby with its kinds, all games,
 * favourites and recent games, the vendor filter (`?vassalage=`), RNG sub-categories, a name
 * search (`?search=` focuses it) and the bet filters, over the virtualised grid.
 */
export function GameListPage({ path }: { path: string }) {
  const kind = listKindOf(path);
  return kind ? <GameList key={kind} kind={kind} /> : null;
}

function GameList({ kind }: { kind: ListKind }) {
  const { t } = useTranslation();
  const site = useSite();
  const { isLoggedIn } = useSession();
  const lanes = useVendorLanes();
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(() => params.get('search') ?? '');
  const [focusSearch] = useState(() => params.has('search'));
  const gameName = useDebouncedValue(search);
  const [tab, setTab] = useState<LobbyTab>('all');
  const [classify, setClassify] = useState<GameClassify | ''>('');
  const [minBet, setMinBet] = useState<number | undefined>(undefined);
  const [minLineNum, setMinLineNum] = useState<number | undefined>(undefined);

  const vendors = useMemo(() => {
    if (lanes.phase !== 'ready' || kind === 'HOT') return [];
    return kind === 'RNG' ? laneVendors(lanes.lanes, 'RNG', 'INHOUSE') : laneVendors(lanes.lanes, 'INHOUSE');
  }, [lanes, kind]);
  const wanted = params.get('vassalage') ?? '';
  const vassalage = vendors.some((vendor) => vendor.card.vassalage === wanted) ? wanted : '';
  // BG (bingo) only for brands that offer the TY language (spec §2.5).
  const classifies = GAME_CLASSIFIES.filter(
    (code) => code !== 'BG' || site.info.brand.languages.includes('TY'),
  );

  // Favourites and recent games are a member's: logging out goes back to all games.
  useEffect(() => {
    if (!isLoggedIn) setTab('all');
  }, [isLoggedIn]);

  const feed = useLobbyFeed(kind, tab, {
    vassalage: vassalage || undefined,
    gameClassify: classify || undefined,
    gameName,
    minBet,
    minLineNum,
  });

  const tabs: TabItem<LobbyTab>[] = [
    { key: 'all', label: t('games_tab_all') },
    { key: 'favourites', label: t('games_tab_favourites') },
    { key: 'recent', label: t('games_tab_recent') },
  ];
  const chooseTab = (next: LobbyTab) => {
    if (next !== 'all' && !isLoggedIn) {
      openAuthModal('login');
      return;
    }
    setTab(next);
  };
  const selectVendor = (code: string) => {
    const next = new URLSearchParams(params);
    if (code) next.set('vassalage', code);
    else next.delete('vassalage');
    next.delete('search');
    setParams(next, { replace: true });
  };
  const typed = gameName.trim();
  const empty =
    tab === 'favourites' && !typed
      ? t('games_no_favourites')
      : tab === 'recent' && !typed
        ? t('games_no_recent')
        : typed
          ? t('games_no_match', { search: typed })
          : t('games_none_yet');

  return (
    <div className="game-list-page" data-testid="game-list" data-kind={kind}>
      <div className="game-list__bar">
        <div className="game-list__bar-inner">
          <Link
            to="/"
            className="icon-button game-list__home"
            aria-label={t('nav_home')}
            title={t('nav_home')}
          >
            <HomeIcon />
          </Link>
          <h1 className="game-list__title">{t(TITLES[kind])}</h1>
          <SearchBox
            className="game-list__search"
            value={search}
            onChange={setSearch}
            label={t('games_search_placeholder')}
            autoFocus={focusSearch}
          />
        </div>
      </div>
      <div className="container game-list__body">
        <BannerCarousel group={CATEGORY_META.RNG.banner} className="game-list__banners" />
        <nav className="game-list__kinds" aria-label={t('games_kinds')}>
          <NavLink to="/rng" className="game-list__kind">
            <GridIcon />
            {t('con_rng')}
          </NavLink>
          <NavLink to="/inHouse" className="game-list__kind">
            <SparkIcon />
            {t('games_inhouse')}
          </NavLink>
          <NavLink to="/hot" className="game-list__kind">
            <FlameIcon />
            {t('popular_nav')}
          </NavLink>
        </nav>
        <Tabs items={tabs} active={tab} onChange={chooseTab} label={t('games_lists')} />
        {lanes.phase === 'failed' && kind !== 'HOT' && (
          <ErrorPanel
            message={isApiError(lanes.error) ? lanes.error.message : t('common_load_failed')}
            onRetry={retryVendorLanes}
          />
        )}
        <div className="games-toolbar games-toolbar--stack">
          {tab !== 'recent' && <VendorChips vendors={vendors} selected={vassalage} onSelect={selectVendor} />}
          {tab === 'all' && kind === 'RNG' && (
            <div className="games-toolbar__row">
              <ClassifyChips classifies={classifies} selected={classify} onSelect={setClassify} />
              <BetFilters
                minBet={minBet}
                minLineNum={minLineNum}
                onMinBet={setMinBet}
                onMinLineNum={setMinLineNum}
                currency={{ symbol: site.info.brand.currencySymbol, scale: site.info.brand.currencyScale }}
              />
            </div>
          )}
        </div>
        {feed.phase === 'ready' && (
          <p className="games-section__count" data-testid="games-count">
            {t('games_count', { total: formatCount(feed.count) })}
          </p>
        )}
        <GameGrid feed={feed} empty={empty} />
      </div>
      <VendorPopupHost />
    </div>
  );
}
