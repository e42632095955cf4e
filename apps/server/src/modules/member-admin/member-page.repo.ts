import { POINTS_CURRENCY, toMajor } from '@tessera/contracts';
import type { Db } from '../../db/database.js';
import { uplineIds } from '../../db/team-path.js';
import { isoOrNull } from '../../lib/iso-time.js';
import type { GeoLocator } from '../site/geo.js';
import { MEMBER_ROW_COLUMNS, toStaffMemberRow } from './member-search.repo.js';

/** A member's page for staff, or undefined when the brand has no such member. */
export async function memberPage(
  db: Db,
  merchantId: number,
  memberId: number,
  scale: number,
  geo: GeoLocator,
) {
  const row = await db
    .selectFrom('members')
    .select([
      ...MEMBER_ROW_COLUMNS,
      'members.nickname',
      'members.language',
      'members.affiliate_code',
      'members.register_ip',
      'members.totp_enabled',
      'members.password_must_change',
      'members.path',
    ])
    .where('members.merchant_id', '=', merchantId)
    .where('members.id', '=', memberId)
    .executeTakeFirst();
  if (!row) return undefined;
  const chain = uplineIds(row.path);
  const [uplines, wallets, logins] = await Promise.all([
    chain.length === 0
      ? []
      : db
          .selectFrom('members')
          .select(['id', 'username', 'type'])
          .where('merchant_id', '=', merchantId)
          .where('id', 'in', chain)
          .execute(),
    db
      .selectFrom('ledger_accounts')
      .select(['kind', 'currency', 'balance'])
      .where('owner_type', '=', 'member')
      .where('owner_id', '=', memberId)
      .where('merchant_id', '=', merchantId)
      .orderBy('kind')
      .execute(),
    db
      .selectFrom('sessions')
      .select(['created_at', 'ip', 'user_agent', 'revoked_at', 'expires_at'])
      .where('member_id', '=', memberId)
      .orderBy('created_at', 'desc')
      .limit(20)
      .execute(),
  ]);
  const byId = new Map(uplines.map((u) => [u.id, u]));
  return {
    member: {
      ...toStaffMemberRow(row),
      nickname: row.nickname,
      language: row.language,
      affiliateCode: row.affiliate_code,
      registerIp: row.register_ip,
      totpEnabled: row.totp_enabled,
      passwordMustChange: row.password_must_change,
    },
    // The path lists the chain from the top; a row missing (another brand's) is left out.
    uplines: chain.flatMap((id) => {
      const upline = byId.get(id);
      return upline ? [upline] : [];
    }),
    wallets: wallets.map((w) => ({
      kind: w.kind,
      currency: w.currency,
      // Points are whole: their book has no minor units.
      balance: toMajor(BigInt(w.balance), w.currency === POINTS_CURRENCY ? 0 : scale),
    })),
    logins: logins.map((l) => ({
      at: isoOrNull(l.created_at)!,
      ip: l.ip,
      country: l.ip ? geo.country(l.ip) : null,
      userAgent: l.user_agent,
      endedAt: isoOrNull(l.revoked_at),
    })),
  };
}

/**
 * A member's ledger statement, newest first: every transfer in or out of any of the member's
 * accounts, signed from the member's side, with the balance of that account after it. Each side
 * is read through its own (account, seq) index, newest first, and the two are merged.
 */
export async function memberStatement(
  db: Db,
  merchantId: number,
  memberId: number,
  scale: number,
  page: { before?: string | undefined; pageSize: number },
) {
  const accounts = await db
    .selectFrom('ledger_accounts')
    .select(['id', 'kind'])
    .where('owner_type', '=', 'member')
    .where('owner_id', '=', memberId)
    .where('merchant_id', '=', merchantId)
    // Money only: points are counted in their own book (decision 0042).
    .where('currency', '<>', POINTS_CURRENCY)
    .execute();
  if (accounts.length === 0) return { list: [], hasMore: false };
  const ids = accounts.map((a) => a.id);
  const kindOf = new Map(accounts.map((a) => [String(a.id), a.kind]));
  const before = page.before === undefined ? null : BigInt(page.before);
  const limit = page.pageSize + 1;
  const side = (column: 'debit_account_id' | 'credit_account_id') => {
    let q = db
      .selectFrom('ledger_transfers')
      .select([
        'seq',
        'created_at',
        'kind',
        'ref_type',
        'ref_id',
        'amount',
        'debit_account_id',
        'credit_account_id',
        'debit_balance_after',
        'credit_balance_after',
      ])
      .where(column, 'in', ids);
    if (before !== null) q = q.where('seq', '<', before);
    return q.orderBy('seq', 'desc').limit(limit);
  };
  const [out, into] = await Promise.all([
    side('debit_account_id').execute(),
    side('credit_account_id').execute(),
  ]);
  // One line per wallet a transfer touched: a move between two of the member's own wallets shows
  // twice, out of one and into the other, each with that wallet's balance after it.
  const lines = [
    ...out.map((row) => ({ row, incoming: false })),
    ...into.map((row) => ({ row, incoming: true })),
  ]
    .sort((a, b) => compareSeq(b.row.seq, a.row.seq) || Number(a.incoming) - Number(b.incoming))
    .slice(0, limit + 1);
  // A page never ends between the two lines of one transfer: `before` would skip the second.
  let size = Math.min(page.pageSize, lines.length);
  while (size < lines.length && String(lines[size]!.row.seq) === String(lines[size - 1]!.row.seq)) size += 1;
  return {
    list: lines.slice(0, size).map(({ row, incoming }) => {
      const amount = BigInt(row.amount);
      const after = incoming ? row.credit_balance_after : row.debit_balance_after;
      return {
        seq: String(row.seq),
        at: new Date(row.created_at).toISOString(),
        kind: row.kind,
        wallet: kindOf.get(String(incoming ? row.credit_account_id : row.debit_account_id))!,
        refType: row.ref_type,
        refId: row.ref_id,
        amount: toMajor(incoming ? amount : -amount, scale),
        balanceAfter: toMajor(BigInt(after ?? 0), scale),
      };
    }),
    hasMore: lines.length > size,
  };
}

const compareSeq = (a: bigint | string, b: bigint | string) => {
  const x = BigInt(a);
  const y = BigInt(b);
  return x > y ? 1 : x < y ? -1 : 0;
};
