import type { Db } from '../../db/database.js';
import type { RequestContext, StaffSession } from '../../http/context.js';

export interface AuditEntry {
  merchantId: number | null;
  actorType: 'staff' | 'member' | 'system';
  actorId: number | null;
  action: string;
  target?: string | null;
  details?: Record<string, unknown>;
  ip?: string | null;
  /** When it happened, by the service's clock; the database's time when not given. */
  at?: Date;
}

/** Append to the audit log (the table refuses updates and deletes). */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      merchant_id: entry.merchantId,
      actor_type: entry.actorType,
      actor_id: entry.actorId,
      action: entry.action,
      target: entry.target ?? null,
      details: JSON.stringify(entry.details ?? {}),
      ip: entry.ip ?? null,
      ...(entry.at ? { created_at: entry.at } : {}),
    })
    .execute();
}

/** What a staff member did in a request, in the request's brand and from its address. */
export function recordStaffAudit(
  db: Db,
  ctx: Pick<RequestContext, 'merchant' | 'ip'>,
  staff: Pick<StaffSession, 'staffId'>,
  entry: { action: string; target: string; details: object },
): Promise<void> {
  return recordAudit(db, {
    merchantId: ctx.merchant.id,
    actorType: 'staff',
    actorId: staff.staffId,
    action: entry.action,
    target: entry.target,
    details: entry.details as Record<string, unknown>,
    ip: ctx.ip,
  });
}

/** One page of a brand's audit log, newest first, with staff actors' usernames. */
export async function listAudit(
  db: Db,
  merchantId: number,
  filter: {
    staffId?: number | undefined;
    action?: string | undefined;
    target?: string | undefined;
    from?: string | undefined;
    to?: string | undefined;
    before?: string | undefined;
    pageSize: number;
  },
) {
  let query = db
    .selectFrom('audit_log')
    .leftJoin('staff', (join) =>
      join.onRef('staff.id', '=', 'audit_log.actor_id').on('audit_log.actor_type', '=', 'staff'),
    )
    .select([
      'audit_log.id',
      'audit_log.created_at',
      'audit_log.actor_type',
      'audit_log.actor_id',
      'staff.username',
      'audit_log.action',
      'audit_log.target',
      'audit_log.details',
      'audit_log.ip',
    ])
    .where('audit_log.merchant_id', '=', merchantId);
  if (filter.staffId !== undefined) {
    query = query
      .where('audit_log.actor_type', '=', 'staff')
      .where('audit_log.actor_id', '=', filter.staffId);
  }
  if (filter.action) {
    // The contract allows letters, digits, dots and dashes only: no LIKE wildcard can slip in.
    query = filter.action.endsWith('.')
      ? query.where('audit_log.action', 'like', `${filter.action}%`)
      : query.where('audit_log.action', '=', filter.action);
  }
  if (filter.target) query = query.where('audit_log.target', '=', filter.target);
  if (filter.from) query = query.where('audit_log.created_at', '>=', new Date(filter.from));
  if (filter.to) query = query.where('audit_log.created_at', '<', new Date(filter.to));
  if (filter.before) query = query.where('audit_log.id', '<', filter.before as never);
  const rows = await query
    .orderBy('audit_log.id', 'desc')
    .limit(filter.pageSize + 1)
    .execute();
  return {
    list: rows.slice(0, filter.pageSize).map((row) => ({
      id: String(row.id),
      at: new Date(row.created_at).toISOString(),
      actorType: row.actor_type,
      actorId: row.actor_id,
      actorName: row.username,
      action: row.action,
      target: row.target,
      details: (typeof row.details === 'string' ? JSON.parse(row.details) : row.details) as Record<
        string,
        unknown
      >,
      ip: row.ip,
    })),
    hasMore: rows.length > filter.pageSize,
  };
}
