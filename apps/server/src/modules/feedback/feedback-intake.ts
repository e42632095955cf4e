import {
  FEEDBACK_LIMITS,
  FEEDBACK_RATE,
  type FeedbackDraft,
  type FeedbackType,
  type MyFeedback,
} from '@tessera/contracts';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import type { RequestContext } from '../../http/context.js';
import type { RateLimiter } from '../../lib/rate-limiter.js';
import { readProofImages } from '../withdrawals/proof-images.js';

/** Counted as the site counts: characters (code points), not UTF-16 units. */
const length = (value: string) => [...value].length;

/**
 * Feedback as members and visitors send it (decision 0052): the words checked by their rules, the
 * images by their bytes (the withdrawal receipts' proof check), a contact required from a visitor
 * (a trial player is one: they have no inbox to be answered in), at most `FEEDBACK_RATE.max` per
 * window for a member or for a visitor's address. Stored as plain text.
 */
export class FeedbackIntake {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly limiter: RateLimiter,
  ) {}

  async send(ctx: RequestContext, draft: FeedbackDraft): Promise<{ id: string }> {
    const content = draft.content.trim();
    if (length(content) < 1 || length(content) > FEEDBACK_LIMITS.content) {
      throw new AppError('feedback.content.invalid');
    }
    const memberId = ctx.member && !ctx.member.isTrial ? ctx.member.memberId : null;
    const contact = draft.contact?.trim() || null;
    if (memberId === null && contact === null) throw new AppError('feedback.contact.required');
    const images = readProofImages(draft.images ?? [], 'feedback.image.invalid');
    await this.throttle(ctx, memberId);
    const id = await this.db.transaction().execute(async (tx) => {
      const row = await tx
        .insertInto('feedback')
        .values({
          merchant_id: ctx.merchant.id,
          member_id: memberId,
          question_type: draft.questionType,
          content,
          contact,
          language: ctx.language,
          ip: ctx.ip,
          created_at: this.clock.now(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (images.length > 0) {
        await tx
          .insertInto('feedback_images')
          .values(
            images.map((image, index) => ({
              feedback_id: row.id,
              image_no: index + 1,
              content_type: image.contentType,
              size: image.bytes.length,
              bytes: image.bytes,
            })),
          )
          .execute();
      }
      return row.id;
    });
    return { id: String(id) };
  }

  /** The member's own feedback, newest first, with staff's replies. */
  async mine(memberId: number, page: { pageNo: number; pageSize: number }) {
    const [rows, total] = await Promise.all([
      this.db
        .selectFrom('feedback as f')
        .select([
          'f.id',
          'f.question_type',
          'f.content',
          'f.status',
          'f.reply',
          'f.created_at',
          'f.handled_at',
          (eb) =>
            eb
              .selectFrom('feedback_images as i')
              .select((count) => count.fn.countAll<number>().as('n'))
              .whereRef('i.feedback_id', '=', 'f.id')
              .as('images'),
        ])
        .where('f.member_id', '=', memberId)
        .orderBy('f.id', 'desc')
        .limit(page.pageSize)
        .offset((page.pageNo - 1) * page.pageSize)
        .execute(),
      this.db
        .selectFrom('feedback')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('member_id', '=', memberId)
        .executeTakeFirstOrThrow(),
    ]);
    const list: MyFeedback[] = rows.map((row) => ({
      id: String(row.id),
      questionType: row.question_type as FeedbackType,
      content: row.content,
      status: row.status,
      reply: row.status === 'REPLIED' ? row.reply : null,
      images: Number(row.images ?? 0),
      createdAt: new Date(row.created_at).toISOString(),
      repliedAt: row.status === 'REPLIED' && row.handled_at ? new Date(row.handled_at).toISOString() : null,
    }));
    return { list, total: Number(total.n) };
  }

  private async throttle(ctx: RequestContext, memberId: number | null): Promise<void> {
    const who = memberId === null ? `ip:${ctx.ip}` : `member:${memberId}`;
    const key = `feedback:${ctx.merchant.id}:${who}`;
    if ((await this.limiter.hit(key, FEEDBACK_RATE.windowMs)) > FEEDBACK_RATE.max) {
      const wait = await this.limiter.retryAfterMs(key);
      throw new AppError('too.many.requests', { seconds: Math.max(1, Math.ceil(wait / 1000)) });
    }
  }
}
