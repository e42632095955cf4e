import type { LaunchValue } from '@tessera/contracts';
import { AppError } from '../../http/app-error.js';
import type { MemberSession } from '../../http/context.js';
import type { PlayerTokens } from '../provider/player-tokens.js';
import { walletFor } from '../provider/wallet-for.js';
import type { Merchant } from '../site/merchant.js';
import type { CatalogGame, GameCatalog } from './catalog.service.js';
import { nameIn } from './game-cards.js';
import type { RecentGames } from './recent-games.js';

/** The in-house vendor (domain.md §4): its games play inside the site. */
export const INHOUSE_VENDOR = 'BGS';

/** In-house game codes and the provably fair game each one is on the site (`/seamless?game=`). */
export const FAIR_GAMES: Readonly<Record<string, string>> = {
  DICE: 'dice',
  MINES: 'mines',
  PLINKO: 'plinko',
  KENO: 'keno',
  SLOT5: 'slot',
};

/** Which game: by node id, or by vendor and the vendor's game code (the node id wins). */
export interface GameRef {
  nodeId?: number;
  vassalage?: string;
  gameCode?: string;
}

export const isInHouse = (game: CatalogGame) =>
  game.vendor.kind === 'INHOUSE' || game.vendorCode === INHOUSE_VENDOR;

/**
 * Game launch (domain.md §4): the game must be listed, its vendor offered by the brand, and not
 * under maintenance; trial members play only the in-house games. The launch becomes the member's
 * most recent game. An external vendor's game opens at the vendor (the provider simulator in the
 * demo) with a player token it trades through the provider API's `authenticate` for a game
 * session; an in-house game opens in the site, which plays it through /wps/fair/* under the
 * member's session (no token in its URL).
 */
export class GameLaunch {
  constructor(
    private readonly catalog: GameCatalog,
    private readonly recentGames: RecentGames,
    private readonly tokens: PlayerTokens,
    /** Where external vendors' games are played: the provider simulator's base URL. */
    private readonly vendorBaseUrl: string,
  ) {}

  async launch(input: {
    merchant: Merchant;
    member: MemberSession;
    ref: GameRef;
    language: string;
  }): Promise<LaunchValue> {
    const { merchant, member, ref, language } = input;
    const game = await this.find(ref);
    // A vendor the brand has switched off is not there for its members (decision 0022).
    if (!(await this.tokens.offers(merchant.id, game.vendorCode))) throw new AppError('game.not.found');
    if (game.status === 'MAINTENANCE') throw new AppError('game.maintenance');
    const inHouse = isInHouse(game);
    if (member.isTrial && !inHouse) throw new AppError('game.trial.not.allowed');
    await this.recentGames.recordLaunch(member.memberId, game.nodeId);
    const wallet = walletFor(merchant, member.isTrial, {
      code: game.vendorCode,
      walletTypeId: game.vendor.walletTypeId,
    });
    return {
      gameUrl: inHouse ? this.siteUrl(game) : await this.vendorUrl(game, input),
      nodeId: game.nodeId,
      vassalage: game.vendorCode,
      gameCode: game.gameCode,
      gameName: nameIn(game.names, language),
      inHouse,
      transferWallet: wallet.kind === 'MAIN' ? null : game.vendorCode,
    };
  }

  /**
   * A listed game: switched off (or of a switched-off vendor) is the same as unknown. Vendor cards
   * have no node id; a vendor card launches through one of its games (`isGame: game` vendors have
   * exactly one, their lobby), so only the games table is looked in.
   */
  private async find(ref: GameRef): Promise<CatalogGame> {
    const game =
      ref.nodeId !== undefined
        ? await this.catalog.findGame(ref.nodeId)
        : ref.vassalage !== undefined && ref.gameCode !== undefined
          ? await this.catalog.findGame({ vendor: ref.vassalage, gameCode: ref.gameCode })
          : null;
    if (!game || game.status === 'DISABLED') throw new AppError('game.not.found');
    return game;
  }

  private siteUrl(game: CatalogGame): string {
    const fair = FAIR_GAMES[game.gameCode] ?? game.gameCode.toLowerCase();
    return `/seamless?${new URLSearchParams({ game: fair, nodeId: String(game.nodeId) })}`;
  }

  private async vendorUrl(
    game: CatalogGame,
    input: { merchant: Merchant; member: MemberSession; language: string },
  ): Promise<string> {
    const token = await this.tokens.issue({
      merchant: input.merchant,
      memberId: input.member.memberId,
      vendor: game.vendorCode,
      gameCode: game.gameCode,
      isTrial: input.member.isTrial,
    });
    const path = `/play/${encodeURIComponent(game.vendorCode)}/${encodeURIComponent(game.gameCode)}`;
    return `${this.vendorBaseUrl}${path}?${new URLSearchParams({ token, lang: input.language })}`;
  }
}
