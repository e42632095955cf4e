import type { Db } from '../../db/database.js';
import { likeLiteral } from '../../db/like.js';
import { AppError } from '../../http/app-error.js';
import type { StaffSession } from '../../http/context.js';
import { isoOrNull } from '../../lib/iso-time.js';
import { recordAudit } from '../audit/audit.repo.js';
import type { GameCatalog } from './catalog.service.js';
import { normaliseSearch } from './search-name.js';

type GameStatus = 'ACTIVE' | 'MAINTENANCE' | 'DISABLED';

/**
 * Staff run the catalog (issue 13, decision 0030): vendors' status, order and remark and games'
 * status, marks and order are the deployment's; a brand's offering of a vendor is its own row in
 * `merchant_vendors_off`. Every write bumps the catalog's version (its triggers), so each node's
 * in-memory catalog reloads within a second; this node's at once.
 */
export class CatalogAdmin {
  constructor(
    private readonly db: Db,
    private readonly catalog: GameCatalog,
  ) {}

  async vendors(merchantId: number) {
    const [rows, off, counts] = await Promise.all([
      this.db
        .selectFrom('game_vendors')
        .leftJoin('provider_vendor_secrets as s', 's.vendor_code', 'game_vendors.code')
        .select(['code', 'name', 'status', 'wallet_mode', 'kind', 'sort', 'remark'])
        .select(['s.secret', 's.rotated_at', 's.previous_valid_until'])
        .orderBy('sort')
        .orderBy('code')
        .execute(),
      this.db
        .selectFrom('merchant_vendors_off')
        .select('vendor_code')
        .where('merchant_id', '=', merchantId)
        .execute(),
      this.db
        .selectFrom('games')
        .select(['vendor_code', (eb) => eb.fn.countAll<string>().as('n')])
        .groupBy('vendor_code')
        .execute(),
    ]);
    const switchedOff = new Set(off.map((o) => o.vendor_code));
    const count = new Map(counts.map((c) => [c.vendor_code, Number(c.n)]));
    return {
      list: rows.map((row) => ({
        code: row.code,
        name: row.name,
        status: row.status,
        walletMode: row.wallet_mode,
        kind: row.kind,
        sort: row.sort,
        remark: row.remark,
        offered: !switchedOff.has(row.code),
        games: count.get(row.code) ?? 0,
        hasSecret: row.secret !== null,
        secretRotatedAt: isoOrNull(row.rotated_at),
        previousSecretValidUntil: isoOrNull(row.previous_valid_until),
      })),
    };
  }

  async updateVendor(
    actor: StaffSession,
    code: string,
    change: { status: 'ACTIVE' | 'DISABLED'; sort: number; remark: string | null; offered: boolean },
    ip: string,
  ) {
    await this.db.transaction().execute(async (tx) => {
      const before = await tx
        .selectFrom('game_vendors')
        .select(['status', 'sort', 'remark'])
        .where('code', '=', code)
        .forUpdate()
        .executeTakeFirst();
      if (!before) throw new AppError('object.not.found');
      const wasOff = await tx
        .selectFrom('merchant_vendors_off')
        .select('vendor_code')
        .where('merchant_id', '=', actor.merchantId)
        .where('vendor_code', '=', code)
        .executeTakeFirst();
      await tx
        .updateTable('game_vendors')
        .set({ status: change.status, sort: change.sort, remark: change.remark })
        .where('code', '=', code)
        .execute();
      if (change.offered && wasOff) {
        await tx
          .deleteFrom('merchant_vendors_off')
          .where('merchant_id', '=', actor.merchantId)
          .where('vendor_code', '=', code)
          .execute();
      } else if (!change.offered && !wasOff) {
        await tx
          .insertInto('merchant_vendors_off')
          .values({ merchant_id: actor.merchantId, vendor_code: code })
          .execute();
      }
      await recordAudit(tx, {
        merchantId: actor.merchantId,
        actorType: 'staff',
        actorId: actor.staffId,
        action: 'catalog.vendor.update',
        target: `vendor:${code}`,
        details: { before: { ...before, offered: !wasOff }, after: change },
        ip,
      });
    });
    this.catalog.invalidate();
    const { list } = await this.vendors(actor.merchantId);
    return list.find((vendor) => vendor.code === code)!;
  }

  async games(
    language: string,
    filter: {
      vendor?: string | undefined;
      gameType?: string | undefined;
      status?: GameStatus | undefined;
      hot?: 'true' | 'false' | undefined;
      q?: string | undefined;
      pageNo: number;
      pageSize: number;
    },
  ) {
    let query = this.db.selectFrom('games');
    if (filter.vendor) query = query.where('vendor_code', '=', filter.vendor);
    if (filter.gameType) query = query.where('game_type', '=', filter.gameType);
    if (filter.status) query = query.where('status', '=', filter.status);
    if (filter.hot) query = query.where('hot', '=', filter.hot === 'true');
    const term = normaliseSearch(filter.q ?? '');
    if (term) query = query.where('search_name', 'like', `%${likeLiteral(term)}%`);
    const [rows, total] = await Promise.all([
      query
        .select(GAME_COLUMNS)
        .orderBy('sort')
        .orderBy('id')
        .limit(filter.pageSize)
        .offset((filter.pageNo - 1) * filter.pageSize)
        .execute(),
      query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return {
      list: rows.map((row) => toStaffGame(row, language)),
      total: Number(total.n),
      pageNo: filter.pageNo,
      pageSize: filter.pageSize,
    };
  }

  async updateGame(
    actor: StaffSession,
    language: string,
    id: number,
    change: { status: GameStatus; hot: boolean; recommended: boolean; sort: number },
    ip: string,
  ) {
    const row = await this.db.transaction().execute(async (tx) => {
      const before = await tx
        .selectFrom('games')
        .select(['status', 'hot', 'recommended', 'sort'])
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      if (!before) throw new AppError('object.not.found');
      const after = await tx
        .updateTable('games')
        .set(change)
        .where('id', '=', id)
        .returning(GAME_COLUMNS)
        .executeTakeFirstOrThrow();
      await recordAudit(tx, {
        merchantId: actor.merchantId,
        actorType: 'staff',
        actorId: actor.staffId,
        action: 'catalog.game.update',
        target: `game:${id}`,
        details: { before, after: change },
        ip,
      });
      return after;
    });
    this.catalog.invalidate();
    return toStaffGame(row, language);
  }
}

const GAME_COLUMNS = [
  'id',
  'vendor_code',
  'game_code',
  'game_type',
  'names',
  'icon',
  'status',
  'hot',
  'recommended',
  'sort',
  'rtp_bp',
] as const;

function toStaffGame(
  row: {
    id: number;
    vendor_code: string;
    game_code: string;
    game_type: string;
    names: unknown;
    icon: string;
    status: GameStatus;
    hot: boolean;
    recommended: boolean;
    sort: number;
    rtp_bp: number | null;
  },
  language: string,
) {
  const names = (typeof row.names === 'string' ? JSON.parse(row.names) : row.names) as Record<string, string>;
  return {
    id: row.id,
    vendorCode: row.vendor_code,
    gameCode: row.game_code,
    gameType: row.game_type,
    // Vendors' own game names (issue 12): EN is the vendor's name; a brand language is used if given.
    name: names[language] ?? names.EN ?? row.game_code,
    icon: row.icon,
    status: row.status,
    hot: row.hot,
    recommended: row.recommended,
    sort: row.sort,
    rtp: row.rtp_bp === null ? null : row.rtp_bp / 100,
  };
}
