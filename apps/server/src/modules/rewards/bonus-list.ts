import type { Bonus, BonusState } from '@tessera/contracts';
import { toMajor } from '@tessera/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { isoOrNull } from '../../lib/iso-time.js';
import { pickText, textOrder } from '../announcements/announcement-views.js';
import type { Merchant } from '../site/merchant.js';
import { BONUS_KINDS, BONUS_REF_TYPE, type BonusRow, weightsOf } from './bonuses.js';

/** Bonuses as members (bonusDetails) and staff read them, with each one's money movements. */

export interface BonusFilter {
  merchantId: number;
  /** One bonus (as a change to it answers). */
  id?: bigint | undefined;
  memberId?: number | undefined;
  promotionId?: string | undefined;
  state?: BonusState | undefined;
  pageNo: number;
  pageSize: number;
}

type ListedBonus = BonusRow & { titles: Record<string, string> | null; username: string };

export async function findBonuses(
  db: Db,
  filter: BonusFilter,
): Promise<{ rows: ListedBonus[]; total: number }> {
  let query = db
    .selectFrom('bonuses as b')
    .innerJoin('members as m', 'm.id', 'b.member_id')
    .leftJoin('promotions as p', 'p.id', 'b.promotion_id')
    // A mission's bonus (decision 0043) is named after its mission.
    .leftJoin('mission_claims as mc', 'mc.bonus_id', 'b.id')
    .leftJoin('missions as ms', 'ms.id', 'mc.mission_id')
    .where('b.merchant_id', '=', filter.merchantId);
  if (filter.id !== undefined) query = query.where('b.id', '=', filter.id);
  if (filter.memberId !== undefined) query = query.where('b.member_id', '=', filter.memberId);
  if (filter.promotionId !== undefined)
    query = query.where('b.promotion_id', '=', BigInt(filter.promotionId));
  if (filter.state) query = query.where('b.state', '=', filter.state);
  const [rows, count] = await Promise.all([
    query
      .selectAll('b')
      .select((eb) => [eb.fn.coalesce('p.title', 'ms.title').as('titles'), 'm.username'])
      .orderBy('b.id', 'desc')
      .limit(filter.pageSize)
      .offset((filter.pageNo - 1) * filter.pageSize)
      .execute(),
    query.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as ListedBonus[], total: Number(count.n) };
}

/** The movements of these bonuses (issued, converted, expired, forfeited), by bonus id. */
export async function bonusHistory(
  db: Db,
  ids: bigint[],
): Promise<Map<string, Array<{ kind: string; amount: bigint; at: Date }>>> {
  const history = new Map<string, Array<{ kind: string; amount: bigint; at: Date }>>();
  if (ids.length === 0) return history;
  const rows = await db
    .selectFrom('ledger_transfers')
    .select(['ref_id', 'kind', 'amount', 'created_at'])
    .where('ref_type', '=', BONUS_REF_TYPE)
    .where(
      'ref_id',
      'in',
      ids.map((id) => String(id)),
    )
    .where('kind', 'in', Object.values(BONUS_KINDS))
    .orderBy('created_at')
    .execute();
  for (const row of rows) {
    const list = history.get(row.ref_id!) ?? [];
    list.push({ kind: row.kind, amount: row.amount, at: row.created_at });
    history.set(row.ref_id!, list);
  }
  return history;
}

export function toBonus(
  row: ListedBonus,
  history: Array<{ kind: string; amount: bigint; at: Date }>,
  merchant: Merchant,
  language: string,
): Bonus {
  const scale = merchant.currencyScale;
  const remaining =
    row.state === 'WAGERING' && row.required > row.progress ? row.required - row.progress : 0n;
  return {
    id: String(row.id),
    promotionId: row.promotion_id === null ? null : String(row.promotion_id),
    title: row.titles ? pickText(row.titles, textOrder(merchant, language)) : null,
    amount: toMajor(row.amount, scale),
    state: row.state,
    required: toMajor(row.required, scale),
    // biome-ignore lint/complexity/useMathMinMax: bigints (Math.min takes numbers only)
    progress: toMajor(row.progress < row.required ? row.progress : row.required, scale),
    remaining: toMajor(remaining, scale),
    weights: weightsOf(row.weights),
    maxBet: row.max_bet === null ? null : toMajor(row.max_bet, scale),
    issuedAt: row.issued_at.toISOString(),
    expiresAt: isoOrNull(row.expires_at),
    endedAt: isoOrNull(row.ended_at),
    history: history.map((h) => ({ kind: h.kind, amount: toMajor(h.amount, scale), at: h.at.toISOString() })),
  };
}

/** A page of bonuses with their histories, in the request's language. */
export async function bonusPage(db: Db, filter: BonusFilter, merchant: Merchant, language: string) {
  const { rows, total } = await findBonuses(db, filter);
  const history = await bonusHistory(
    db,
    rows.map((row) => row.id),
  );
  return {
    list: rows.map((row) => ({
      ...toBonus(row, history.get(String(row.id)) ?? [], merchant, language),
      memberId: row.member_id,
      username: row.username,
    })),
    total,
    pageNo: filter.pageNo,
    pageSize: filter.pageSize,
  };
}
