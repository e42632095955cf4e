import { CHAT_IMAGE_TYPES, CHAT_LIMITS, type ChatHistory, type ChatMessage } from '@tessera/contracts';
import { type Kysely, sql } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { readDataUrlImage, toDataUrl } from '../../lib/image-bytes.js';
import type { ChatAnnouncer } from './chat-news.js';
import { customerKeyOf, messageRows, toChatMessage } from './chat-view.js';
import type { ChatConversations } from './conversations.js';
import type { ChatCustomer } from './customers.js';
import type { ChatDuty } from './duty.js';
import { type Inserted, insertMessage } from './message-insert.js';

/** Who writes: the conversation's customer, or a staff member. */
export type ChatAuthor = { side: 'CUSTOMER'; customer: ChatCustomer } | { side: 'STAFF'; staffId: number };

interface Conversation {
  id: string;
  merchant_id: number;
  member_id: number | null;
  visitor_id: string | null;
}

export interface Outgoing {
  clientId: string;
  text: string;
  /** A data URL; its bytes decide whether it is an image at all. */
  image?: string;
}

/**
 * Messages (decision 0050): each takes the conversation's next seq under the row's lock, in the
 * transaction that writes it, so seqs have no gaps and a retry with the same clientId answers the
 * first message without a new seq. Text is kept and sent as typed (plain text, never HTML).
 */
export class ChatMessages {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly announcer: ChatAnnouncer,
    private readonly duty: ChatDuty,
    private readonly conversations: ChatConversations,
  ) {}

  async send(conversation: Conversation, author: ChatAuthor, outgoing: Outgoing): Promise<ChatMessage> {
    const image =
      outgoing.image === undefined
        ? null
        : readDataUrlImage(outgoing.image, { types: CHAT_IMAGE_TYPES, maxBytes: CHAT_LIMITS.imageBytes });
    if (outgoing.image !== undefined && image === null) throw new AppError('chat.image.invalid');
    const sender =
      author.side === 'STAFF' ? 'STAFF' : author.customer.kind === 'MEMBER' ? 'MEMBER' : 'VISITOR';
    const offline = author.side === 'CUSTOMER' && !(await this.duty.onDuty(conversation.merchant_id));
    const now = this.clock.now();

    const write = async (db: Kysely<DB>) => {
      const imageRow = image
        ? await db
            .insertInto('chat_images')
            .values({
              conversation_id: conversation.id,
              content_type: image.contentType,
              bytes: image.bytes,
              size: image.bytes.length,
              created_at: now,
            })
            .returning(sql<string>`id::text`.as('id'))
            .executeTakeFirstOrThrow()
        : null;
      return insertMessage(db, {
        conversationId: conversation.id,
        side: author.side,
        sender,
        staffId: author.side === 'STAFF' ? author.staffId : null,
        clientId: outgoing.clientId,
        text: outgoing.text,
        imageId: imageRow ? imageRow.id : null,
        offline,
        now,
      });
    };
    // Text is one statement; an image's bytes and its message commit together.
    const done = image ? await this.db.transaction().execute((tx) => write(tx)) : await write(this.db);
    const outcome = await this.outcome(conversation.id, author, sender, outgoing, image, offline, now, done);
    if ('fresh' in outcome) {
      this.announcer.announce({
        type: 'message',
        merchantId: conversation.merchant_id,
        conversationId: conversation.id,
        customer: customerKeyOf(conversation),
        message: outcome.message,
      });
    }
    if (outcome.moved) await this.conversations.announce(conversation.id);
    return outcome.message;
  }

  /** The message written, or why none was: a replay answers the first; else closed or taken. */
  private async outcome(
    conversationId: string,
    author: ChatAuthor,
    sender: ChatMessage['sender'],
    outgoing: Outgoing,
    image: { contentType: (typeof CHAT_IMAGE_TYPES)[number]; bytes: Buffer } | null,
    offline: boolean,
    now: Date,
    done: Inserted,
  ): Promise<{ message: ChatMessage; moved: boolean; fresh?: true }> {
    if (done.id === null || done.seq === null) {
      const replay = await messageRows(this.db)
        .where('m.conversation_id', '=', conversationId)
        .where('m.sender', '=', sender)
        .where('m.client_id', '=', outgoing.clientId)
        .executeTakeFirst();
      if (replay) return { message: toChatMessage(replay), moved: false };
      if (done.status === 'CLOSED') throw new AppError('chat.conversation.closed');
      throw new AppError('chat.conversation.taken');
    }
    const moved =
      author.side === 'STAFF' ? done.status === 'WAITING' || done.wasOffline : offline && !done.wasOffline;
    const message: ChatMessage = {
      id: done.id,
      conversationId,
      seq: done.seq,
      clientId: outgoing.clientId,
      sender,
      staffName: sender === 'STAFF' ? done.staffName : null,
      text: outgoing.text,
      attachment: null,
      offline,
      createdAt: now.toISOString(),
    };
    if (image) {
      const row = await messageRows(this.db).where('m.id', '=', done.id).executeTakeFirstOrThrow();
      return { message: toChatMessage(row), moved, fresh: true };
    }
    return { message, moved, fresh: true };
  }

  /** After a seq (oldest first), before one (the newest of them, oldest first), or the latest page. */
  async history(
    conversation: { id: string; last_seq: number },
    query: { afterSeq?: number; beforeSeq?: number; limit: number },
  ): Promise<ChatHistory> {
    let rows = messageRows(this.db).where('m.conversation_id', '=', conversation.id);
    if (query.afterSeq !== undefined) {
      rows = rows.where('m.seq', '>', query.afterSeq).orderBy('m.seq', 'asc');
    } else {
      if (query.beforeSeq !== undefined) rows = rows.where('m.seq', '<', query.beforeSeq);
      rows = rows.orderBy('m.seq', 'desc');
    }
    const found = await rows.limit(query.limit + 1).execute();
    const more = found.length > query.limit;
    const page = found.slice(0, query.limit).map(toChatMessage);
    if (query.afterSeq === undefined) page.reverse();
    return { list: page, lastSeq: conversation.last_seq, more };
  }

  /** Messages with seq in (after, upTo], oldest first: a socket's gap. */
  async between(conversationId: string, after: number, upTo: number): Promise<ChatMessage[]> {
    const rows = await messageRows(this.db)
      .where('m.conversation_id', '=', conversationId)
      .where('m.seq', '>', after)
      .where('m.seq', '<=', upTo)
      .orderBy('m.seq', 'asc')
      .execute();
    return rows.map(toChatMessage);
  }

  /** A side has read up to `seq` (capped at the last message; never moves back): the mark now. */
  async markRead(
    conversation: Conversation & { last_seq: number },
    side: 'CUSTOMER' | 'STAFF',
    seq: number,
  ): Promise<{ seq: number }> {
    const column = side === 'STAFF' ? 'staff_read_seq' : 'customer_read_seq';
    const capped = Math.min(seq, conversation.last_seq);
    const row = await this.db
      .updateTable('chat_conversations')
      .set({ [column]: sql`greatest(${sql.ref(column)}, ${capped})` })
      .where('id', '=', conversation.id)
      .returning([column])
      .executeTakeFirstOrThrow();
    const now = (row as Record<string, number>)[column] ?? capped;
    this.announcer.announce({
      type: 'read',
      merchantId: conversation.merchant_id,
      conversationId: conversation.id,
      customer: customerKeyOf(conversation),
      side,
      seq: now,
    });
    return { seq: now };
  }

  /** An image of one of these conversations (the caller's own, or the brand's for staff). */
  async image(imageId: string, scope: { merchantId: number; customer?: ChatCustomer }) {
    let query = this.db
      .selectFrom('chat_images as i')
      .innerJoin('chat_conversations as c', 'c.id', 'i.conversation_id')
      .select(['i.content_type', 'i.bytes', 'i.size'])
      .where('i.id', '=', imageId)
      .where('c.merchant_id', '=', scope.merchantId);
    const customer = scope.customer;
    if (customer) {
      query =
        customer.kind === 'MEMBER'
          ? query.where('c.member_id', '=', customer.memberId)
          : query.where('c.visitor_id', '=', customer.visitorId);
    }
    const row = await query.executeTakeFirst();
    if (!row) throw new AppError('chat.image.not.found');
    return {
      contentType: row.content_type as (typeof CHAT_IMAGE_TYPES)[number],
      dataUrl: toDataUrl(row.content_type, row.bytes),
      size: row.size,
    };
  }
}
