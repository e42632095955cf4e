import { z } from 'zod';
import { text, ZLanguage } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import { GAME_CATEGORIES } from './games.js';

/**
 * Which game to start: its node id, or its vendor (`vassalage`) and the vendor's game code. One of
 * the two must be given; the node id wins when both are.
 */
const ZGameRef = {
  nodeId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  vassalage: text(32).min(1).optional(),
  gameCode: text(64).min(1).optional(),
  language: ZLanguage.optional(),
  /** Sent by the site (W); every platform gets the same launch. */
  platform: text(32).optional(),
};

const needsGame = (ref: { nodeId?: number; vassalage?: string; gameCode?: string }) =>
  ref.nodeId !== undefined || (ref.vassalage !== undefined && ref.gameCode !== undefined);
const NEEDS_GAME = { message: 'nodeId, or vassalage and gameCode, is required', path: ['nodeId'] };

export const ZLaunchValue = z.object({
  /**
   * Where the game plays. In-house games answer a site path (`/seamless?game=…`); an external
   * vendor's URL carries the one-time player token as the query parameter `token`.
   */
  gameUrl: z.string(),
  nodeId: z.number().int(),
  vassalage: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  /** True for the provably fair in-house games (vendor BGS), played inside the site. */
  inHouse: z.boolean(),
  /**
   * The vendor whose own wallet the game plays from (a transfer-mode vendor on a multi-wallet
   * brand): the site offers to move money into it. Null when the game plays from the main wallet.
   */
  transferWallet: z.string().nullable(),
});
export type LaunchValue = z.infer<typeof ZLaunchValue>;

export const launchGame = defineEndpoint({
  method: 'POST',
  path: '/wps/game/launchGame',
  auth: 'member',
  moduleId: 'games',
  summary:
    'Launch a game: issues a one-time player token for the vendor and records the recent game; trial members only in-house games',
  body: z.object(ZGameRef).refine(needsGame, NEEDS_GAME),
  value: ZLaunchValue,
});

export const launchGameRelay = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/GCS_gameLaunchFB',
  auth: 'optional',
  moduleId: 'games',
  summary:
    'The lobby cards’ launch (same answer as launchGame); a visitor is answered login.not.session so the site opens login',
  query: z.object(ZGameRef).refine(needsGame, NEEDS_GAME),
  value: ZLaunchValue,
});

export const RANK_LIST_LIMIT = 20;

export const ZWinner = z.object({
  vo: z.object({
    /** Masked: the first two and last characters of the account, asterisks between. */
    customerName: z.string(),
    gameName: z.string(),
    /** Major units of the brand's currency. */
    winAmount: z.number(),
    iconUrl: z.string(),
  }),
  nodeId: z.number().int().nullable(),
  vassalage: z.string(),
  wonAt: z.string(),
});
export type Winner = z.infer<typeof ZWinner>;

export const getRankList = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/GCSGAME_getRankList',
  auth: 'none',
  moduleId: 'games',
  summary: 'The winner board: the brand’s biggest recent wins (settled rounds), newest first',
  query: z.object({
    gameCategory: z.enum(GAME_CATEGORIES).optional(),
    language: ZLanguage.optional(),
    limitNum: z.coerce.number().int().min(1).max(RANK_LIST_LIMIT).default(RANK_LIST_LIMIT),
  }),
  value: z.object({ list: z.array(ZWinner) }),
});
