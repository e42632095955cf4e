import type {
  GameCard,
  GameCategory,
  GameClassify,
  GamePage,
  GameType,
  VendorLane,
} from '@tessera/contracts';
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { readJson } from '../../lib/json-column.js';
import { AnswerCache } from './answer-cache.js';
import { findGameRow, findVendors, findVendorsOff, type GameRow } from './catalog.repo.js';
import {
  CatalogIndex,
  type CatalogIndexOptions,
  type CatalogSnapshot,
  type GameFilter,
} from './catalog-index.js';
import { type CardView, toCard } from './game-cards.js';
import { normaliseSearch } from './search-name.js';
import { buildLanes, type LaneVendor, sortGameTypes } from './vendor-lanes.js';

/**
 * List answers are kept per catalog version (decision 0027): they go as soon as the catalog moves
 * on, so the time to live only lets answers no one asks again go.
 */
const CACHE_TTL_MS = 30_000;
const CACHED_ANSWERS = 2_000;
export const HOT_GAMES_LIMIT = 100;

export interface CatalogVendor extends LaneVendor {
  name: string;
  status: 'ACTIVE' | 'DISABLED';
  walletMode: 'SEAMLESS' | 'TRANSFER';
  walletTypeId: number | null;
}

/** A game as the launch and the provider API need it. */
export interface CatalogGame {
  nodeId: number;
  vendorCode: string;
  gameCode: string;
  gameType: GameType;
  classify: GameClassify | null;
  names: Record<string, string>;
  icon: string;
  /** Minor units. */
  minBet: bigint;
  lines: number | null;
  rtpBp: number | null;
  hot: boolean;
  recommended: boolean;
  status: 'ACTIVE' | 'MAINTENANCE' | 'DISABLED';
  launchCode: string | null;
  vendor: CatalogVendor;
}

/** The catalog's vendors, and the ones each brand has switched off. */
interface CatalogVendors {
  all: CatalogVendor[];
  off: Map<number, Set<string>>;
}

export interface GameListQuery {
  gameType?: GameCategory;
  vassalage?: string;
  gameClassify?: GameClassify;
  gameName?: string;
  /** Major units. */
  minBet?: number;
  minLineNum?: number;
  recommended?: 'true' | 'false';
  pageNo: number;
  pageSize: number;
}

/**
 * The game catalog: vendors and their lanes, game lists and search, single games. Lists and
 * searches are answered from the node's in-memory index of the listed games; the vendors and the
 * answers kept in memory follow its version.
 */
export class GameCatalog {
  private readonly index: CatalogIndex;
  /** The catalog version the vendors and the kept answers are of. */
  private answersOf: bigint | null = null;
  private vendorList: Promise<CatalogVendors> | null = null;
  private readonly pages = new AnswerCache<GamePage>(CACHE_TTL_MS, CACHED_ANSWERS);
  private readonly hotLists = new AnswerCache<GameCard[]>(CACHE_TTL_MS, 200);

  constructor(
    private readonly db: Db,
    options: CatalogIndexOptions = {},
  ) {
    this.index = new CatalogIndex(db, options);
  }

  /** The index's snapshot; what was kept for an older version goes. */
  private async snapshot(): Promise<CatalogSnapshot> {
    const snapshot = await this.index.current();
    if (snapshot.version !== this.answersOf) {
      this.answersOf = snapshot.version;
      this.vendorList = null;
      this.pages.clear();
      this.hotLists.clear();
    }
    return snapshot;
  }

  /** Every vendor of the catalog, whatever its status or the brands' choices. */
  async vendors(): Promise<CatalogVendor[]> {
    return (await this.vendorsAndChoices()).all;
  }

  private async vendorsAndChoices(): Promise<CatalogVendors> {
    await this.snapshot();
    if (!this.vendorList) {
      const vendors = this.loadVendors();
      this.vendorList = vendors;
      // A failed load is not kept: the next ask tries again.
      vendors.catch(() => {
        if (this.vendorList === vendors) this.vendorList = null;
      });
    }
    return this.vendorList;
  }

  private async loadVendors(): Promise<CatalogVendors> {
    const [rows, off] = await Promise.all([findVendors(this.db), findVendorsOff(this.db)]);
    const all = rows.map(
      (row): CatalogVendor => ({
        code: row.code,
        name: row.name,
        kind: row.kind,
        isGame: row.is_game,
        lagerIcon: row.lager_icon ?? '',
        remark: row.remark ?? '',
        gameTypes: sortGameTypes(row.game_types),
        status: row.status,
        walletMode: row.wallet_mode,
        walletTypeId: row.wallet_type_id,
      }),
    );
    return { all, off };
  }

  /** After a change made on this node: the next read waits for the catalog's version, and what changed. */
  invalidate(): void {
    this.index.invalidate();
  }

  /** Every vendor, and whether the brand offers it: active in the catalog and not switched off by the brand. */
  private async offering(merchantId: number) {
    const { all, off } = await this.vendorsAndChoices();
    const switchedOff = off.get(merchantId);
    return {
      all,
      offers: (vendor: CatalogVendor) => vendor.status === 'ACTIVE' && !switchedOff?.has(vendor.code),
    };
  }

  private async offeredVendors(merchantId: number): Promise<CatalogVendor[]> {
    const { all, offers } = await this.offering(merchantId);
    return all.filter(offers);
  }

  /** A vendor the brand offers, by code, or `game.vendor.unknown`. */
  async vendor(merchantId: number, code: string): Promise<CatalogVendor> {
    const vendor = (await this.offeredVendors(merchantId)).find((candidate) => candidate.code === code);
    if (!vendor) throw new AppError('game.vendor.unknown');
    return vendor;
  }

  async lanes(merchantId: number): Promise<VendorLane[]> {
    return buildLanes(await this.offeredVendors(merchantId));
  }

  async vendorGameTypes(merchantId: number, code?: string) {
    const vendors = code ? [await this.vendor(merchantId, code)] : await this.offeredVendors(merchantId);
    return vendors.map((vendor) => ({ vassalage: vendor.code, gameTypes: [...vendor.gameTypes] }));
  }

  /**
   * The filter every listing of a brand starts from: vendors switched off (in the catalog or by the
   * brand) hidden, the category (INHOUSE is the RNG games of in-house vendors), the vendor checked
   * to be offered.
   */
  async baseFilter(
    merchantId: number,
    options: { gameType?: GameCategory; vassalage?: string },
  ): Promise<GameFilter> {
    const { all: vendors, offers } = await this.offering(merchantId);
    const filter: GameFilter = {
      vendorNotIn: vendors.filter((vendor) => !offers(vendor)).map((vendor) => vendor.code),
    };
    if (options.vassalage) filter.vendorCode = (await this.vendor(merchantId, options.vassalage)).code;
    if (options.gameType === 'INHOUSE') {
      filter.gameType = 'RNG';
      filter.vendorIn = vendors.filter((vendor) => vendor.kind === 'INHOUSE').map((vendor) => vendor.code);
    } else if (options.gameType) {
      filter.gameType = options.gameType;
    }
    return filter;
  }

  /** One page of a brand's games; the same page asked again of the same catalog is answered from memory. */
  async page(merchantId: number, query: GameListQuery, view: CardView): Promise<GamePage> {
    const snapshot = await this.snapshot();
    const key = JSON.stringify([
      String(snapshot.version),
      merchantId,
      query.gameType,
      query.vassalage,
      query.gameClassify,
      normaliseSearch(query.gameName ?? ''),
      query.minBet,
      query.minLineNum,
      query.recommended,
      query.pageNo,
      query.pageSize,
      view.language.toUpperCase(),
      view.scale,
    ]);
    return this.pages.get(key, () => this.loadPage(snapshot, merchantId, query, view));
  }

  private async loadPage(
    snapshot: CatalogSnapshot,
    merchantId: number,
    query: GameListQuery,
    view: CardView,
  ): Promise<GamePage> {
    const filter = await this.baseFilter(merchantId, query);
    if (query.gameClassify) filter.classify = query.gameClassify;
    if (query.gameName) filter.name = query.gameName;
    // Floor to minor units, after rounding away float noise (0.29 × 100 is 28.999…).
    if (query.minBet !== undefined)
      filter.maxMinBet = BigInt(Math.floor(Math.round(query.minBet * 10 ** view.scale * 1e6) / 1e6));
    if (query.minLineNum !== undefined) filter.minLines = query.minLineNum;
    if (query.recommended === 'true') filter.recommended = true;
    const { rows, total } = snapshot.page(filter, query.pageSize, (query.pageNo - 1) * query.pageSize);
    return {
      list: rows.map((row) => toCard(row, view)),
      pageNo: query.pageNo,
      pageSize: query.pageSize,
      total,
    };
  }

  async hot(merchantId: number, vassalage: string | undefined, view: CardView): Promise<GameCard[]> {
    const snapshot = await this.snapshot();
    return this.hotLists.get(
      JSON.stringify([
        String(snapshot.version),
        merchantId,
        vassalage,
        view.language.toUpperCase(),
        view.scale,
      ]),
      async () => {
        const filter = { ...(await this.baseFilter(merchantId, { vassalage })), hot: true };
        return snapshot.find(filter, HOT_GAMES_LIMIT).map((row) => toCard(row, view));
      },
    );
  }

  /** Listed games matching `filter` (at most `limit`), as rows for callers that build more than cards. */
  async listed(filter: GameFilter, limit: number): Promise<GameRow[]> {
    return (await this.snapshot()).find(filter, limit);
  }

  /** A game by node id or by vendor and game code, whatever its status; null when there is none. */
  async findGame(ref: number | { vendor: string; gameCode: string }): Promise<CatalogGame | null> {
    const row = await findGameRow(this.db, ref);
    if (!row) return null;
    const vendor = (await this.vendors()).find((candidate) => candidate.code === row.vendor_code);
    if (!vendor) return null;
    return {
      nodeId: row.id,
      vendorCode: row.vendor_code,
      gameCode: row.game_code,
      gameType: row.game_type as GameType,
      classify: row.classify as GameClassify | null,
      names: readJson<Record<string, string>>(row.names),
      icon: row.icon,
      minBet: row.min_bet,
      lines: row.lines,
      rtpBp: row.rtp_bp,
      hot: row.hot,
      recommended: row.recommended,
      status: vendor.status === 'ACTIVE' ? row.status : 'DISABLED',
      launchCode: row.launch_code,
      vendor,
    };
  }
}
