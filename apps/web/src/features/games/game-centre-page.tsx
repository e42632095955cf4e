import type { GameCategory } from '@tessera/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ErrorPanel } from '../../components/error-panel';
import { Skeleton } from '../../components/skeleton';
import { type TabItem, Tabs } from '../../components/tabs';
import { formatCount } from '../../i18n/numbers';
import { isApiError } from '../../lib/api/api-error';
import { BannerCarousel } from '../announcements/components/banner-carousel';
import { useRebateBp } from '../vip/vip-store';
import { rateText } from '../vip/vip-words';
import { CATEGORY_META, centreCategoryOf } from './categories';
import { laneVendors, type NavVendor } from './category-nav-rules';
import { VendorChips } from './components/game-filters';
import { GameGrid } from './components/game-grid';
import { RoomList } from './components/room-list';
import { SearchBox } from './components/search-box';
import { VendorStrip } from './components/vendor-strip';
import { useCatalogFeed } from './use-catalog-feed';
import { useDebouncedValue } from './use-debounced-value';
import { retryVendorLanes, useVendorLanes } from './vendor-lanes-store';

/**
 * A game centre (spec §2.1: /live, /sports, /esports, /fish, /pvp, /lott, /elott, /cockfight):
 * the category's vendors, then its games, filtered by vendor (`?vassalage=`) and name; the PVP
 * centre also lists its rooms. Lottery games open their lottery page (spec §2.1 rule).
 */
export function GameCentrePage({ path }: { path: string }) {
  const category = centreCategoryOf(path);
  return category ? <GameCentre key={category} category={category} /> : null;
}

type View = 'games' | 'rooms';

function GameCentre({ category }: { category: GameCategory }) {
  const { t } = useTranslation();
  const lanes = useVendorLanes();
  const meta = CATEGORY_META[category];
  const rebateBp = useRebateBp(category);
  const title = t(meta.label);
  const vendors = lanes.phase === 'ready' ? laneVendors(lanes.lanes, category) : [];

  return (
    <div className="game-centre" data-testid="game-centre" data-category={category}>
      <section className="games-hero" data-category={category}>
        <div className="container games-hero__inner">
          <div>
            <p className="games-hero__eyebrow">{t('games_centre_eyebrow')}</p>
            <h1 className="games-hero__title">{title}</h1>
            {lanes.phase === 'ready' && vendors.length > 0 && (
              <p className="games-hero__lead">{t('games_vendor_count', { total: vendors.length })}</p>
            )}
          </div>
          {rebateBp !== null && (
            <span className="games-hero__rebate" data-testid="centre-rebate">
              {t('games_rebate', { rate: rateText(rebateBp) })}
            </span>
          )}
        </div>
      </section>
      <div className="container game-centre__body">
        <BannerCarousel group={meta.banner} className="game-centre__banners" />
        {lanes.phase === 'failed' && (
          <ErrorPanel
            message={isApiError(lanes.error) ? lanes.error.message : t('common_load_failed')}
            onRetry={retryVendorLanes}
          />
        )}
        {(lanes.phase === 'loading' || lanes.phase === 'idle') && (
          <Skeleton lines={3} className="game-centre__skeleton" />
        )}
        {lanes.phase === 'ready' && vendors.length === 0 && (
          <div className="games-empty" data-testid="centre-empty">
            <p>{t('games_no_vendors')}</p>
            <Link to="/" className="button button--outline">
              {t('common_back_home')}
            </Link>
          </div>
        )}
        {vendors.length > 0 && <CentreGames category={category} vendors={vendors} title={title} />}
      </div>
    </div>
  );
}

function CentreGames({
  category,
  vendors,
  title,
}: {
  category: GameCategory;
  vendors: NavVendor[];
  title: string;
}) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const wanted = params.get('vassalage') ?? '';
  const vassalage = vendors.some((vendor) => vendor.card.vassalage === wanted) ? wanted : '';
  const [search, setSearch] = useState('');
  const gameName = useDebouncedValue(search);
  const [view, setView] = useState<View>('games');
  const rooms = category === 'PVP';
  const feed = useCatalogFeed(
    view === 'games' ? { gameType: category, vassalage: vassalage || undefined, gameName } : null,
  );
  const views: TabItem<View>[] = [
    { key: 'games', label: t('games_tab_games') },
    { key: 'rooms', label: t('games_tab_rooms') },
  ];
  const selectVendor = (code: string) => setParams(code ? { vassalage: code } : {}, { replace: true });

  return (
    <>
      <VendorStrip vendors={vendors} title={t('games_vendors_title', { category: title })} />
      <section className="games-section" aria-labelledby="centre-games-title">
        <div className="games-section__head">
          <h2 id="centre-games-title" className="games-section__title">
            {view === 'rooms' ? t('games_tab_rooms') : t('games_tab_games')}
          </h2>
          {view === 'games' && feed.phase === 'ready' && (
            <span className="games-section__count" data-testid="games-count">
              {t('games_count', { total: formatCount(feed.count) })}
            </span>
          )}
        </div>
        {rooms && <Tabs items={views} active={view} onChange={setView} label={title} />}
        <div className="games-toolbar">
          <VendorChips vendors={vendors} selected={vassalage} onSelect={selectVendor} />
          <SearchBox value={search} onChange={setSearch} label={t('games_search_in', { category: title })} />
        </div>
        {view === 'rooms' ? (
          <RoomList vassalage={vassalage} search={gameName} />
        ) : (
          <GameGrid
            feed={feed}
            empty={gameName.trim() ? t('games_no_match', { search: gameName.trim() }) : t('games_none_yet')}
          />
        )}
      </section>
    </>
  );
}
