import type { FeedbackStatus, FeedbackType, PROOF_RULES, StaffFeedback } from '@tessera/contracts';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import type { RequestContext, StaffSession } from '../../http/context.js';
import { recordStaffAudit } from '../audit/audit.repo.js';
import type { MessageSending } from '../messages/message-sending.js';
import { toDataUrl } from '../withdrawals/proof-images.js';
import { replyWords } from './feedback-reply-words.js';

export interface FeedbackFilter {
  status?: FeedbackStatus | undefined;
  questionType?: FeedbackType | undefined;
  pageNo: number;
  pageSize: number;
}

/**
 * The back office's feedback queue (decision 0052): the brand's items by state and type, newest
 * first, each with its sender (the member linked, or a visitor's contact) and its images; a reply
 * to a member is a platform message to them sent by the messages module's one sender, committed
 * with the item's settling (a reply raced by another staff member's is refused whole); closing
 * settles without a message. Both audited.
 */
export class FeedbackQueue {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly sending: MessageSending,
  ) {}

  async list(ctx: RequestContext, filter: FeedbackFilter) {
    let where = this.items(ctx.merchant.id);
    let count = this.db
      .selectFrom('feedback as f')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('f.merchant_id', '=', ctx.merchant.id);
    if (filter.status) {
      where = where.where('f.status', '=', filter.status);
      count = count.where('f.status', '=', filter.status);
    }
    if (filter.questionType) {
      where = where.where('f.question_type', '=', filter.questionType);
      count = count.where('f.question_type', '=', filter.questionType);
    }
    const [rows, total] = await Promise.all([
      where
        .orderBy('f.id', 'desc')
        .limit(filter.pageSize)
        .offset((filter.pageNo - 1) * filter.pageSize)
        .execute(),
      count.executeTakeFirstOrThrow(),
    ]);
    return { list: rows.map(view), total: Number(total.n) };
  }

  async image(ctx: RequestContext, id: string, index: number) {
    const image = await this.db
      .selectFrom('feedback_images as i')
      .innerJoin('feedback as f', 'f.id', 'i.feedback_id')
      .select(['i.content_type', 'i.bytes', 'i.size'])
      .where('f.merchant_id', '=', ctx.merchant.id)
      .where('i.feedback_id', '=', id)
      .where('i.image_no', '=', index)
      .executeTakeFirst();
    if (!image) throw new AppError('object.not.found');
    return {
      contentType: image.content_type as (typeof PROOF_RULES.types)[number],
      dataUrl: toDataUrl(image.content_type, image.bytes),
      size: image.size,
    };
  }

  async reply(ctx: RequestContext, staff: StaffSession, id: string, reply: string): Promise<StaffFeedback> {
    const item = await this.one(ctx.merchant.id, id);
    if (item.status !== 'NEW') throw new AppError('feedback.settled');
    if (item.username === null) throw new AppError('feedback.visitor');
    const words = replyWords(reply, item.content);
    await this.sending.send(
      ctx,
      staff,
      { audience: { kind: 'MEMBER', username: item.username }, ...words },
      async (tx, messageId) => {
        const settled = await tx
          .updateTable('feedback')
          .set({
            status: 'REPLIED',
            reply,
            message_id: messageId,
            handled_by: staff.staffId,
            handled_at: this.clock.now(),
          })
          .where('id', '=', id)
          .where('status', '=', 'NEW')
          .executeTakeFirst();
        if (Number(settled.numUpdatedRows) !== 1) throw new AppError('feedback.settled');
        await recordStaffAudit(tx, ctx, staff, {
          action: 'feedback.reply',
          target: id,
          details: { member: item.username, messageId: String(messageId), reply },
        });
      },
    );
    return view(await this.one(ctx.merchant.id, id));
  }

  async close(ctx: RequestContext, staff: StaffSession, id: string, note: string | undefined) {
    await this.one(ctx.merchant.id, id);
    await this.db.transaction().execute(async (tx) => {
      const settled = await tx
        .updateTable('feedback')
        .set({
          status: 'CLOSED',
          reply: note || null,
          handled_by: staff.staffId,
          handled_at: this.clock.now(),
        })
        .where('id', '=', id)
        .where('merchant_id', '=', ctx.merchant.id)
        .where('status', '=', 'NEW')
        .executeTakeFirst();
      if (Number(settled.numUpdatedRows) !== 1) throw new AppError('feedback.settled');
      await recordStaffAudit(tx, ctx, staff, {
        action: 'feedback.close',
        target: id,
        details: { note: note ?? null },
      });
    });
    return view(await this.one(ctx.merchant.id, id));
  }

  private items(merchantId: number) {
    return this.db
      .selectFrom('feedback as f')
      .leftJoin('members as m', 'm.id', 'f.member_id')
      .leftJoin('staff as s', 's.id', 'f.handled_by')
      .select([
        'f.id',
        'f.question_type',
        'f.content',
        'f.contact',
        'f.member_id',
        'm.username',
        'f.language',
        'f.status',
        'f.reply',
        's.username as handled_by',
        'f.handled_at',
        'f.created_at',
        (eb) =>
          eb
            .selectFrom('feedback_images as i')
            .select((count) => count.fn.countAll<number>().as('n'))
            .whereRef('i.feedback_id', '=', 'f.id')
            .as('images'),
      ])
      .where('f.merchant_id', '=', merchantId);
  }

  private async one(merchantId: number, id: string) {
    const row = await this.items(merchantId).where('f.id', '=', id).executeTakeFirst();
    if (!row) throw new AppError('object.not.found');
    return row;
  }
}

type Row = Awaited<ReturnType<ReturnType<FeedbackQueue['items']>['executeTakeFirstOrThrow']>>;

function view(row: Row): StaffFeedback {
  return {
    id: String(row.id),
    questionType: row.question_type as FeedbackType,
    content: row.content,
    contact: row.contact,
    memberId: row.member_id,
    username: row.username,
    language: row.language,
    images: Number(row.images ?? 0),
    status: row.status,
    reply: row.reply,
    handledBy: row.handled_by,
    handledAt: row.handled_at ? new Date(row.handled_at).toISOString() : null,
    createdAt: new Date(row.created_at).toISOString(),
  };
}
