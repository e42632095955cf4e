import { z } from 'zod';
import { text, ZLanguage } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import { MAX_AMOUNT } from '../money.js';

/** The type a game is stored with (spec §1). In-house games are RNG games of an INHOUSE vendor. */
export const GAME_TYPES = [
  'LIVE',
  'RNG',
  'SPORTS',
  'ESPORTS',
  'PVP',
  'FISH',
  'COCKFIGHT',
  'LOTT',
  'ELOTT',
] as const;
export type GameType = (typeof GAME_TYPES)[number];

/** The categories the site shows, in the spec's lane order (§3): the game types plus INHOUSE. */
export const GAME_CATEGORIES = [
  'SPORTS',
  'RNG',
  'LIVE',
  'LOTT',
  'ELOTT',
  'PVP',
  'FISH',
  'ESPORTS',
  'COCKFIGHT',
  'INHOUSE',
] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

/** RNG sub-categories: scratch, video poker, jackpot, table, arcade, bingo (BG only for TY brands). */
export const GAME_CLASSIFIES = ['SC', 'VP', 'JP', 'TG', 'AC', 'BG'] as const;
export type GameClassify = (typeof GAME_CLASSIFIES)[number];

/** VASSALAGE: the card opens the vendor's game list first; game: it launches at once. */
export const IS_GAME = ['VASSALAGE', 'game'] as const;

export const FAVOURITE_PAGE_SIZE = 13;
export const RECENT_GAMES_LIMIT = 13;
export const GAME_PAGE_SIZE = 30;

/** A vendor code (the spec's `vassalage`): unknown ones answer `game.vendor.unknown`. */
const ZVendorCode = text(32).min(1);
const ZNodeId = z.number().int().positive().max(2_147_483_647);
const ZPageNo = z.coerce.number().int().min(1).max(10_000).default(1);
const ZPageSize = (size: number) => z.coerce.number().int().min(1).max(100).default(size);

export const ZGameCard = z.object({
  nodeId: z.number().int(),
  gameCode: z.string(),
  gameType: z.enum(GAME_TYPES),
  vassalage: z.string(),
  isGame: z.enum(IS_GAME),
  /** In the request's language, English when the game has no name in it. */
  gameName: z.string(),
  iconUrl: z.string(),
  /** Major units of the brand's currency. */
  minBet: z.number(),
  hot: z.boolean(),
  recommended: z.boolean(),
  classify: z.enum(GAME_CLASSIFIES).nullable(),
  /** Listed, but a launch answers `game.maintenance` for now. */
  maintenance: z.boolean(),
});
export type GameCard = z.infer<typeof ZGameCard>;

export const ZGamePage = z.object({
  list: z.array(ZGameCard),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type GamePage = z.infer<typeof ZGamePage>;

export const ZVendorCard = z.object({
  vassalage: z.string(),
  lagerIcon: z.string(),
  remark: z.string(),
  gameType: z.enum(GAME_TYPES),
  isGame: z.enum(IS_GAME),
});
export type VendorCard = z.infer<typeof ZVendorCard>;

export const ZVendorLane = z.object({ title: z.enum(GAME_CATEGORIES), cards: z.array(ZVendorCard) });
export type VendorLane = z.infer<typeof ZVendorLane>;

export const getGameVendors = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/GCSGAME_gameVendor',
  auth: 'optional',
  moduleId: 'games',
  summary:
    'Vendor cards per game category: e-sports and cockfight vendors out of SPORTS, in-house out of RNG; empty categories absent',
  query: z.object({ merchantCode: text(32).optional() }),
  value: z.object({ data: z.object({ lanes: z.array(ZVendorLane) }) }),
});

export const getVendorGameTypes = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/GCSGAME_getVassGameType',
  auth: 'optional',
  moduleId: 'games',
  summary: 'The game types each vendor offers (one vendor with vassalage)',
  query: z.object({ vassalage: ZVendorCode.optional() }),
  value: z.object({
    list: z.array(z.object({ vassalage: z.string(), gameTypes: z.array(z.enum(GAME_TYPES)) })),
  }),
});

export const getGameList = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/GCSGAME_gameList',
  auth: 'optional',
  moduleId: 'games',
  summary:
    'Games filtered by category, vendor, sub-category, name (case- and accent-insensitive), min bet and lines; paged',
  query: z.object({
    gameName: text(64).optional(),
    gameType: z.enum(GAME_CATEGORIES).optional(),
    vassalage: ZVendorCode.optional(),
    gameClassify: z.enum(GAME_CLASSIFIES).optional(),
    /** Games whose minimum bet is at most this (major units). */
    minBet: z.coerce.number().finite().min(0).max(MAX_AMOUNT).optional(),
    /** Games with at least this many lines. */
    minLineNum: z.coerce.number().int().min(0).max(1_000_000).optional(),
    /** `true`: only the brand's recommended games (the home page's RECOMMEND tab). */
    recommended: z.enum(['true', 'false']).optional(),
    pageNo: ZPageNo,
    pageSize: ZPageSize(GAME_PAGE_SIZE),
    language: ZLanguage.optional(),
    /** Sent by the site; the catalog is the same for every client, brand and platform. */
    clientType: text(32).optional(),
    platform: text(32).optional(),
    merchant: text(32).optional(),
  }),
  value: ZGamePage,
});

export const getHotGames = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/GCSGAME_hotGamesV2',
  auth: 'none',
  moduleId: 'games',
  summary: 'Hot games (at most 100), optionally of one vendor',
  query: z.object({
    vassalage: ZVendorCode.optional(),
    language: ZLanguage.optional(),
    merchantCode: text(32).optional(),
    isPlatform: text(8).optional(),
    platform: text(32).optional(),
  }),
  value: z.object({ list: z.array(ZGameCard) }),
});

export const getFavoriteGameIds = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getFavoriteGames',
  auth: 'member',
  moduleId: 'games',
  summary: "The member's favourite game ids (nodeId), newest first",
  value: z.array(z.number().int()),
});

export const getFavoriteGameList = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getFavoriteGamesList',
  auth: 'member',
  moduleId: 'games',
  summary: "The member's favourite games, newest first, paged 13 at a time",
  query: z.object({
    gameType: z.enum(GAME_CATEGORIES).optional(),
    vendor: ZVendorCode.optional(),
    language: ZLanguage.optional(),
    pageNo: ZPageNo,
    pageSize: ZPageSize(FAVOURITE_PAGE_SIZE),
  }),
  value: ZGamePage,
});

/** `vendor` and `gameType` are sent by the site with the node id; the node id alone decides. */
const ZFavouriteToggle = {
  vendor: ZVendorCode.optional(),
  gameType: z.enum(GAME_CATEGORIES).optional(),
};

export const addFavoriteGame = defineEndpoint({
  method: 'POST',
  path: '/wps/relay/MCSFE_addFavoriteGameV2',
  auth: 'member',
  moduleId: 'games',
  summary: 'Add a favourite game (idempotent; one toggle per second); answers the favourite ids',
  body: z.object({ nodeId: ZNodeId, ...ZFavouriteToggle }),
  value: z.array(z.number().int()),
});

export const removeFavoriteGame = defineEndpoint({
  method: 'DELETE',
  path: '/wps/relay/MCSFE_removeFavoriteGameV2',
  auth: 'member',
  moduleId: 'games',
  summary: 'Remove a favourite game (one toggle per second); answers the favourite ids',
  query: z.object({
    nodeId: z.coerce.number().int().positive().max(2_147_483_647),
    ...ZFavouriteToggle,
  }),
  value: z.array(z.number().int()),
});

export const getRecentGames = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/GCS_recentGame',
  auth: 'member',
  moduleId: 'games',
  summary: 'The games the member launched last, newest first (at most 13)',
  query: z.object({ language: ZLanguage.optional() }),
  value: z.object({ list: z.array(ZGameCard) }),
});

export const ZGameRoom = z.object({
  roomId: z.string(),
  /** 1 (beginner) to 4 (VIP): each level multiplies the game's minimum bet. */
  level: z.number().int(),
  roomName: z.string(),
  minBet: z.number(),
  game: ZGameCard,
});
export type GameRoom = z.infer<typeof ZGameRoom>;

export const getRoomList = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/GLS2_roomList',
  auth: 'optional',
  moduleId: 'games',
  summary: 'Player-versus-player rooms: four stake levels per PVP game, optionally of one vendor or game',
  query: z.object({
    vassalage: ZVendorCode.optional(),
    gameCode: text(64).optional(),
    language: ZLanguage.optional(),
  }),
  value: z.object({ list: z.array(ZGameRoom) }),
});
