import type { GameCard, GameClassify } from '@tessera/contracts';
import { useCallback } from 'react';
import { useStore } from '../../lib/store/create-store';
import { sessionStore } from '../session/session-store';
import { languageStore } from '../site/language';
import { fetchFavouriteList } from './api/get-favourite-list';
import { fetchHotGames } from './api/get-hot-games';
import { fetchRecentGames } from './api/get-recent-games';
import type { ListKind } from './categories';
import { favouritesStore } from './favourites-store';
import { matchesName } from './name-match';
import { useCatalogFeed } from './use-catalog-feed';
import { type GameFeed, useListFeed } from './use-game-feed';

export type LobbyTab = 'all' | 'favourites' | 'recent';

export interface LobbyFilter {
  vassalage?: string;
  gameClassify?: GameClassify;
  gameName: string;
  minBet?: number;
  minLineNum?: number;
}

/** A member keeps at most 200 favourites: two pages of 100 fetch them all. */
const FAVOURITES_FETCH_SIZE = 100;

async function fetchAllFavourites(
  query: { gameType?: 'RNG' | 'INHOUSE'; vendor?: string },
  signal: AbortSignal,
): Promise<GameCard[]> {
  const games: GameCard[] = [];
  for (let pageNo = 1; ; pageNo += 1) {
    const page = await fetchFavouriteList({ ...query, pageNo, pageSize: FAVOURITES_FETCH_SIZE }, signal);
    games.push(...page.list);
    if (page.list.length === 0 || games.length >= page.total) return games;
  }
}

/**
 * What a game list page shows (spec §2.1 /rng, /hot, /inHouse; §2.3 lobby with favourites and
 * recent games): the paged catalogue with every filter, or the hot, favourite or recent games
 * fetched whole and filtered by name here. Favourites follow the heart at once: a removed one
 * leaves the grid before the server answers (spec §7.6).
 */
export function useLobbyFeed(kind: ListKind, tab: LobbyTab, filter: LobbyFilter): GameFeed {
  const language = useStore(languageStore) ?? '';
  const memberId = useStore(sessionStore, (state) => (state.phase === 'member' ? state.member.id : null));
  const ids = useStore(favouritesStore, (state) => state.ids);
  const { gameName, vassalage } = filter;

  const catalog = useCatalogFeed(tab === 'all' && kind !== 'HOT' ? { ...filter, gameType: kind } : null);
  const byName = useCallback((game: GameCard) => matchesName(game.gameName, gameName), [gameName]);
  const stillFavourite = useCallback(
    (game: GameCard) => ids.includes(game.nodeId) && matchesName(game.gameName, gameName),
    [ids, gameName],
  );

  const hot = useListFeed(
    tab === 'all' && kind === 'HOT' ? `hot:${language}` : null,
    (signal) => fetchHotGames({ language: language || undefined }, signal).then((value) => value.list),
    byName,
  );
  const favourites = useListFeed(
    tab === 'favourites' && memberId !== null
      ? `fav:${memberId}:${language}:${kind}:${vassalage ?? ''}`
      : null,
    (signal) =>
      fetchAllFavourites({ gameType: kind === 'HOT' ? undefined : kind, vendor: vassalage }, signal),
    stillFavourite,
  );
  const recent = useListFeed(
    tab === 'recent' && memberId !== null ? `recent:${memberId}:${language}` : null,
    (signal) => fetchRecentGames({ language: language || undefined }, signal).then((value) => value.list),
    byName,
  );

  if (tab === 'favourites') return favourites;
  if (tab === 'recent') return recent;
  return kind === 'HOT' ? hot : catalog;
}
