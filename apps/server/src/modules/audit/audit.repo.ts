import type { Db } from '../../db/database.js';

export interface AuditEntry {
  merchantId: number | null;
  actorType: 'staff' | 'member' | 'system';
  actorId: number | null;
  action: string;
  target?: string | null;
  details?: Record<string, unknown>;
  ip?: string | null;
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
    })
    .execute();
}
