import type { CannedReply, CannedReplyDraft } from '@tessera/contracts';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import type { RequestContext, StaffSession } from '../../http/context.js';
import { recordStaffAudit } from '../audit/audit.repo.js';

type AuditCtx = Pick<RequestContext, 'merchant' | 'ip'>;

const COLUMNS = ['id', 'language', 'title', 'text', 'sort_order', 'updated_at'] as const;

function toReply(row: {
  id: string;
  language: string;
  title: string;
  text: string;
  sort_order: number;
  updated_at: Date | string;
}): CannedReply {
  return {
    id: String(row.id),
    language: row.language as CannedReply['language'],
    title: row.title,
    text: row.text,
    sortOrder: row.sort_order,
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** Staff's ready answers per brand and language (decision 0050); every change audited. */
export class CannedReplies {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async list(merchantId: number, language?: string): Promise<CannedReply[]> {
    let query = this.db
      .selectFrom('chat_canned_replies')
      .select(COLUMNS)
      .where('merchant_id', '=', merchantId);
    if (language) query = query.where('language', '=', language);
    const rows = await query.orderBy('language').orderBy('sort_order').orderBy('id').execute();
    return rows.map(toReply);
  }

  async create(ctx: AuditCtx, staff: StaffSession, draft: CannedReplyDraft): Promise<CannedReply> {
    const now = this.clock.now();
    const row = await this.db
      .insertInto('chat_canned_replies')
      .values({
        merchant_id: ctx.merchant.id,
        language: draft.language,
        title: draft.title,
        text: draft.text,
        sort_order: draft.sortOrder,
        created_at: now,
        updated_at: now,
      })
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
    await recordStaffAudit(this.db, ctx, staff, {
      action: 'chat.canned.create',
      target: `canned:${row.id}`,
      details: { language: draft.language, title: draft.title },
    });
    return toReply(row);
  }

  async update(
    ctx: AuditCtx,
    staff: StaffSession,
    id: string,
    draft: CannedReplyDraft,
  ): Promise<CannedReply> {
    const row = await this.db
      .updateTable('chat_canned_replies')
      .set({
        language: draft.language,
        title: draft.title,
        text: draft.text,
        sort_order: draft.sortOrder,
        updated_at: this.clock.now(),
      })
      .where('id', '=', id)
      .where('merchant_id', '=', ctx.merchant.id)
      .returning(COLUMNS)
      .executeTakeFirst();
    if (!row) throw new AppError('chat.canned.not.found');
    await recordStaffAudit(this.db, ctx, staff, {
      action: 'chat.canned.update',
      target: `canned:${id}`,
      details: { language: draft.language, title: draft.title },
    });
    return toReply(row);
  }

  async remove(ctx: AuditCtx, staff: StaffSession, id: string): Promise<null> {
    const row = await this.db
      .deleteFrom('chat_canned_replies')
      .where('id', '=', id)
      .where('merchant_id', '=', ctx.merchant.id)
      .returning('title')
      .executeTakeFirst();
    if (!row) throw new AppError('chat.canned.not.found');
    await recordStaffAudit(this.db, ctx, staff, {
      action: 'chat.canned.delete',
      target: `canned:${id}`,
      details: { title: row.title },
    });
    return null;
  }
}
