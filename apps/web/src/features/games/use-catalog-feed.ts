import type { GameCategory, GameClassify } from '@tessera/contracts';
import { GAME_PAGE_SIZE } from '@tessera/contracts';
import { useStore } from '../../lib/store/create-store';
import { languageStore } from '../site/language';
import { fetchGameList } from './api/get-game-list';
import { type GameFeed, usePagedFeed } from './use-game-feed';

export interface CatalogFilter {
  gameType?: GameCategory;
  vassalage?: string;
  gameClassify?: GameClassify;
  gameName?: string;
  minBet?: number;
  minLineNum?: number;
}

/**
 * The catalogue (GCSGAME_gameList) for a filter, 30 games a page (spec §9); the name search is
 * case- and accent-insensitive on the server. A null filter loads nothing.
 */
export function useCatalogFeed(filter: CatalogFilter | null): GameFeed {
  const language = useStore(languageStore);
  const gameName = filter?.gameName?.trim() || undefined;
  const query = filter ? { ...filter, gameName } : null;
  const key = query ? JSON.stringify([language, query]) : null;
  return usePagedFeed(key, GAME_PAGE_SIZE, (pageNo, pageSize, signal) =>
    fetchGameList({ ...query, pageNo, pageSize, language: language ?? undefined }, signal),
  );
}
