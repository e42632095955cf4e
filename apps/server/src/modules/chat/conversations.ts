import { type ChatState, ROLES, type StaffChatConversation } from '@tessera/contracts';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import { isUniqueViolation } from '../../db/sql-errors.js';
import { AppError } from '../../http/app-error.js';
import type { RequestContext, StaffSession } from '../../http/context.js';
import { recordStaffAudit } from '../audit/audit.repo.js';
import type { ChatAnnouncer } from './chat-news.js';
import { conversationRows, customerKeyOf, toCustomerConversation, toStaffConversation } from './chat-view.js';
import { type ChatCustomer, customerWhere } from './customers.js';
import type { ChatDuty } from './duty.js';

type Row = Awaited<ReturnType<ReturnType<typeof conversationRows>['executeTakeFirstOrThrow']>>;
type AuditCtx = Pick<RequestContext, 'merchant' | 'ip'>;

/**
 * A conversation's life (decision 0050): opened by its customer into the brand's queue (WAITING),
 * taken or assigned (ACTIVE), transferred, closed by either side, rated once by the customer.
 * Each change is news for both sides' sockets; each staff change is audited.
 */
export class ChatConversations {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly announcer: ChatAnnouncer,
    private readonly duty: ChatDuty,
  ) {}

  /** The customer's own conversation, or `chat.conversation.not.found` (another's is never told apart). */
  async ofCustomer(customer: ChatCustomer, id: string): Promise<Row> {
    const where = customerWhere(customer);
    const row = await conversationRows(this.db)
      .where('c.id', '=', id)
      .where('c.merchant_id', '=', customer.merchantId)
      .where(`c.${where.column}`, '=', where.value)
      .executeTakeFirst();
    if (!row) throw new AppError('chat.conversation.not.found');
    return row;
  }

  /** One of the brand's conversations, for staff. */
  async ofBrand(merchantId: number, id: string): Promise<Row> {
    const row = await conversationRows(this.db)
      .where('c.id', '=', id)
      .where('c.merchant_id', '=', merchantId)
      .executeTakeFirst();
    if (!row) throw new AppError('chat.conversation.not.found');
    return row;
  }

  /** The customer's open conversation, else their last one (null: never chatted), and the brand's duty. */
  async state(customer: ChatCustomer): Promise<ChatState> {
    const where = customerWhere(customer);
    const row = await conversationRows(this.db)
      .where('c.merchant_id', '=', customer.merchantId)
      .where(`c.${where.column}`, '=', where.value)
      .orderBy('c.id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return {
      conversation: row ? toCustomerConversation(toStaffConversation(row)) : null,
      onDuty: await this.duty.onDuty(customer.merchantId),
    };
  }

  /** Open a conversation in the queue, or answer the open one. */
  async open(customer: ChatCustomer): Promise<ChatState> {
    const onDuty = await this.duty.onDuty(customer.merchantId);
    const where = customerWhere(customer);
    try {
      const inserted = await this.db
        .insertInto('chat_conversations')
        .values({
          merchant_id: customer.merchantId,
          member_id: customer.kind === 'MEMBER' ? customer.memberId : null,
          visitor_id: customer.kind === 'VISITOR' ? customer.visitorId : null,
          customer_name: customer.name,
          status: 'WAITING',
          offline: !onDuty,
          opened_at: this.clock.now(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await this.announce(String(inserted.id));
    } catch (error) {
      // An open one exists (the partial unique index): it is the answer.
      if (!isUniqueViolation(error)) throw error;
    }
    const open = await conversationRows(this.db)
      .where('c.merchant_id', '=', customer.merchantId)
      .where(`c.${where.column}`, '=', where.value)
      .where('c.status', '<>', 'CLOSED')
      .executeTakeFirstOrThrow();
    return { conversation: toCustomerConversation(toStaffConversation(open)), onDuty };
  }

  async closeByCustomer(customer: ChatCustomer, id: string) {
    const row = await this.ofCustomer(customer, id);
    if (row.status !== 'CLOSED') await this.close(row.id, 'CUSTOMER');
    return toCustomerConversation(await this.announce(row.id));
  }

  async rate(customer: ChatCustomer, id: string, score: number, comment: string | undefined) {
    const row = await this.ofCustomer(customer, id);
    const rated = await this.db
      .updateTable('chat_conversations')
      .set({ rating: score, rating_comment: comment || null, rated_at: this.clock.now() })
      .where('id', '=', row.id)
      .where('status', '=', 'CLOSED')
      .where('rating', 'is', null)
      .executeTakeFirst();
    if (Number(rated.numUpdatedRows) === 0) throw new AppError('chat.rating.not.allowed');
    return toCustomerConversation(await this.announce(row.id));
  }

  /** Take a waiting conversation (or one's own again). */
  async take(ctx: AuditCtx, staff: StaffSession, id: string): Promise<StaffChatConversation> {
    const row = await this.ofBrand(ctx.merchant.id, id);
    if (row.status === 'CLOSED') throw new AppError('chat.conversation.closed');
    if (row.status === 'ACTIVE' && row.staff_id !== staff.staffId)
      throw new AppError('chat.conversation.taken');
    const taken = await this.db
      .updateTable('chat_conversations')
      .set({ status: 'ACTIVE', staff_id: staff.staffId, assigned_at: this.clock.now() })
      .where('id', '=', row.id)
      .where('status', '=', 'WAITING')
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) === 0 && row.status === 'WAITING') {
      throw new AppError('chat.conversation.taken');
    }
    await recordStaffAudit(this.db, ctx, staff, {
      action: 'chat.take',
      target: `chat:${row.id}`,
      details: {},
    });
    return this.announce(row.id);
  }

  /** Assign from the queue or transfer to another chat-role staff member of the brand. */
  async assign(
    ctx: AuditCtx,
    staff: StaffSession,
    id: string,
    staffId: number,
  ): Promise<StaffChatConversation> {
    const row = await this.ofBrand(ctx.merchant.id, id);
    if (row.status === 'CLOSED') throw new AppError('chat.conversation.closed');
    const target = await this.db
      .selectFrom('staff')
      .select(['id', 'role'])
      .where('id', '=', staffId)
      .where('merchant_id', '=', ctx.merchant.id)
      .where('status', '=', 'ACTIVE')
      .executeTakeFirst();
    if (!target || !(ROLES.chat as readonly string[]).includes(target.role)) {
      throw new AppError('chat.agent.invalid');
    }
    await this.db
      .updateTable('chat_conversations')
      .set({ status: 'ACTIVE', staff_id: staffId, assigned_at: this.clock.now() })
      .where('id', '=', row.id)
      .where('status', '<>', 'CLOSED')
      .execute();
    await recordStaffAudit(this.db, ctx, staff, {
      action: row.status === 'ACTIVE' ? 'chat.transfer' : 'chat.assign',
      target: `chat:${row.id}`,
      details: { from: row.staff_id, to: staffId },
    });
    return this.announce(row.id);
  }

  async closeByStaff(ctx: AuditCtx, staff: StaffSession, id: string): Promise<StaffChatConversation> {
    const row = await this.ofBrand(ctx.merchant.id, id);
    if (row.status !== 'CLOSED') {
      await this.close(row.id, 'STAFF');
      await recordStaffAudit(this.db, ctx, staff, {
        action: 'chat.close',
        target: `chat:${row.id}`,
        details: {},
      });
    }
    return this.announce(row.id);
  }

  /** Read the conversation as it is now and tell both sides. */
  async announce(id: string): Promise<StaffChatConversation> {
    const row = await conversationRows(this.db).where('c.id', '=', id).executeTakeFirstOrThrow();
    const conversation = toStaffConversation(row);
    this.announcer.announce({
      type: 'conversation',
      merchantId: row.merchant_id,
      conversationId: conversation.id,
      customer: customerKeyOf(row),
      conversation,
    });
    return conversation;
  }

  private async close(id: string, by: 'CUSTOMER' | 'STAFF'): Promise<void> {
    await this.db
      .updateTable('chat_conversations')
      .set({ status: 'CLOSED', closed_at: this.clock.now(), closed_by: by })
      .where('id', '=', id)
      .where('status', '<>', 'CLOSED')
      .execute();
  }
}
