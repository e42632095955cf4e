import type { Db } from '../../db/database.js';
import { findCatalogVersion, findListedGames, type GameRow } from './catalog.repo.js';
import { normaliseSearch } from './search-name.js';

/** Which games a query wants; every field optional, all of them must hold. */
export interface GameFilter {
  ids?: readonly number[];
  gameType?: string;
  vendorCode?: string;
  /** Only games of these vendors (in-house category). */
  vendorIn?: readonly string[];
  /** Games of these vendors never show (switched-off vendors). */
  vendorNotIn?: readonly string[];
  classify?: string;
  gameCode?: string;
  /** Part of a name as typed: normalised (`normaliseSearch`), found anywhere in the search name. */
  name?: string;
  /** Minor units: games whose minimum bet is at most this. */
  maxMinBet?: bigint;
  minLines?: number;
  hot?: boolean;
  recommended?: boolean;
}

/** A filter made ready to test many games: sets for the lists, the name normalised once. */
interface Prepared {
  ids: Set<number> | null;
  gameType: string | undefined;
  vendorCode: string | undefined;
  vendorIn: Set<string> | null;
  vendorNotIn: Set<string> | null;
  classify: string | undefined;
  gameCode: string | undefined;
  term: string;
  maxMinBet: bigint | undefined;
  minLines: number;
  hot: boolean;
  recommended: boolean;
}

function prepare(filter: GameFilter): Prepared {
  return {
    ids: filter.ids ? new Set(filter.ids) : null,
    gameType: filter.gameType,
    vendorCode: filter.vendorCode,
    vendorIn: filter.vendorIn ? new Set(filter.vendorIn) : null,
    vendorNotIn: filter.vendorNotIn?.length ? new Set(filter.vendorNotIn) : null,
    classify: filter.classify,
    gameCode: filter.gameCode,
    term: normaliseSearch(filter.name ?? ''),
    maxMinBet: filter.maxMinBet,
    minLines: filter.minLines ?? 0,
    hot: filter.hot === true,
    recommended: filter.recommended === true,
  };
}

/** Every condition the filter sets holds (an empty `ids` or `vendorIn` matches nothing). */
function matches(game: GameRow, searchName: string, f: Prepared): boolean {
  return (
    (f.ids === null || f.ids.has(game.id)) &&
    (!f.gameType || game.game_type === f.gameType) &&
    (!f.vendorCode || game.vendor_code === f.vendorCode) &&
    (f.vendorIn === null || f.vendorIn.has(game.vendor_code)) &&
    (f.vendorNotIn === null || !f.vendorNotIn.has(game.vendor_code)) &&
    (!f.classify || game.classify === f.classify) &&
    (!f.gameCode || game.game_code === f.gameCode) &&
    (f.maxMinBet === undefined || game.min_bet <= f.maxMinBet) &&
    (f.minLines <= 0 || (game.lines !== null && game.lines >= f.minLines)) &&
    (!f.hot || game.hot) &&
    (!f.recommended || game.recommended) &&
    (f.term === '' || searchName.includes(f.term))
  );
}

/** The listed games (all but the disabled ones) of one catalog version, in catalog order (sort, id). */
export class CatalogSnapshot {
  private constructor(
    readonly version: bigint,
    private readonly games: readonly GameRow[],
    private readonly searchNames: readonly string[],
  ) {}

  static async load(db: Db, version: bigint): Promise<CatalogSnapshot> {
    const games: GameRow[] = [];
    const searchNames: string[] = [];
    for (const { search_name, ...game } of await findListedGames(db)) {
      games.push(game);
      searchNames.push(normaliseSearch(search_name));
    }
    return new CatalogSnapshot(version, games, searchNames);
  }

  get size(): number {
    return this.games.length;
  }

  /** One page of the matching games, and how many match in all. */
  page(filter: GameFilter, limit: number, offset: number): { rows: GameRow[]; total: number } {
    const prepared = prepare(filter);
    const rows: GameRow[] = [];
    let total = 0;
    for (let i = 0; i < this.games.length; i++) {
      if (!matches(this.games[i]!, this.searchNames[i]!, prepared)) continue;
      if (total >= offset && rows.length < limit) rows.push(this.games[i]!);
      total++;
    }
    return { rows, total };
  }

  /** The first `limit` matching games. */
  find(filter: GameFilter, limit: number): GameRow[] {
    const prepared = prepare(filter);
    const rows: GameRow[] = [];
    for (let i = 0; i < this.games.length && rows.length < limit; i++) {
      if (matches(this.games[i]!, this.searchNames[i]!, prepared)) rows.push(this.games[i]!);
    }
    return rows;
  }
}

export interface CatalogIndexOptions {
  /** Milliseconds, for the check interval (wall time by default). */
  now?: () => number;
  /** How often, at most, a read asks the database for the catalog's version. */
  checkEveryMs?: number;
}

/**
 * The listed games of the catalog, in memory on each node (decision 0027). A read answers the
 * snapshot it has at once; at most once per `checkEveryMs` it also starts, in the background, a
 * look at `catalog_version`, and the snapshot is loaded again only when that moved on. Only the
 * very first load, and the first read after `invalidate`, wait for the database.
 */
export class CatalogIndex {
  private snapshot: CatalogSnapshot | null = null;
  /** Moved on by `invalidate`: a check started before it may have missed this node's change. */
  private generation = 0;
  /** The generation of the check that gave the snapshot. */
  private snapshotGeneration = -1;
  private checkedAt = Number.NEGATIVE_INFINITY;
  private checking: { generation: number; done: Promise<CatalogSnapshot> } | null = null;
  private readonly now: () => number;
  private readonly checkEveryMs: number;

  constructor(
    private readonly db: Db,
    options: CatalogIndexOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.checkEveryMs = options.checkEveryMs ?? 1_000;
  }

  /** The snapshot to answer from. */
  current(): Promise<CatalogSnapshot> {
    const snapshot = this.snapshot;
    if (!snapshot || this.snapshotGeneration < this.generation) return this.check();
    if (!this.checking && this.now() - this.checkedAt >= this.checkEveryMs) {
      // A failed check keeps the snapshot; a read after the next interval tries again.
      this.check().catch(() => {});
    }
    return Promise.resolve(snapshot);
  }

  async page(filter: GameFilter, limit: number, offset: number): Promise<{ rows: GameRow[]; total: number }> {
    return (await this.current()).page(filter, limit, offset);
  }

  async find(filter: GameFilter, limit: number): Promise<GameRow[]> {
    return (await this.current()).find(filter, limit);
  }

  /** After a change made on this node: the next read waits for a check begun after it. */
  invalidate(): void {
    this.generation++;
  }

  private check(): Promise<CatalogSnapshot> {
    const generation = this.generation;
    if (this.checking?.generation === generation) return this.checking.done;
    this.checkedAt = this.now();
    const done = this.load(generation);
    this.checking = { generation, done };
    const settled = () => {
      if (this.checking?.done === done) this.checking = null;
    };
    done.then(settled, settled);
    return done;
  }

  private async load(generation: number): Promise<CatalogSnapshot> {
    // The version first: the games read after it are at least as new, so a change committed in
    // between is loaded again at the next check, never missed.
    const version = await findCatalogVersion(this.db);
    const known = this.snapshot;
    const snapshot =
      known && known.version === version ? known : await CatalogSnapshot.load(this.db, version);
    // A check begun before an `invalidate` may end after the one begun since: the newer one wins.
    if (generation >= this.snapshotGeneration) {
      this.snapshot = snapshot;
      this.snapshotGeneration = generation;
    }
    return snapshot;
  }
}
