import type { MemberMessage } from '@tessera/contracts';
import { sql } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import type { MemberSession, RequestContext } from '../../http/context.js';
import { messageWords } from './message-words.js';
import type { InboxChange } from './messages.js';

/**
 * A member's inbox (decision 0047): their messages newest first in the request's language, the
 * unread count (an index-only count), read marks and deletion. Ids that are not the member's own
 * are refused whole: nothing is marked. Trial members have no inbox: it is empty.
 */
export class Inbox {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly changed: InboxChange,
  ) {}

  async unread(session: MemberSession): Promise<{ count: number }> {
    if (session.isTrial) return { count: 0 };
    const counts = await unreadCounts(this.db, [session.memberId]);
    return { count: counts.get(session.memberId) ?? 0 };
  }

  async list(ctx: RequestContext, session: MemberSession, page: { pageNo: number; pageSize: number }) {
    if (session.isTrial) return { list: [], total: 0, unread: 0 };
    const memberId = session.memberId;
    const [rows, totals] = await Promise.all([
      this.db
        .selectFrom('member_messages as mm')
        .innerJoin('messages as m', 'm.id', 'mm.message_id')
        .select([
          'm.id',
          'm.source',
          'm.template',
          'm.params',
          'm.title',
          'm.body',
          'm.created_at',
          'mm.read_at',
        ])
        .where('mm.member_id', '=', memberId)
        .where('mm.deleted', '=', false)
        .orderBy('mm.message_id', 'desc')
        .limit(page.pageSize)
        .offset((page.pageNo - 1) * page.pageSize)
        .execute(),
      sql<{ total: number; unread: number }>`
        select count(*)::int as total, count(*) filter (where read_at is null)::int as unread
        from member_messages where member_id = ${memberId} and not deleted`.execute(this.db),
    ]);
    const languages = [ctx.language, ctx.merchant.defaultLanguage, 'EN'];
    const list: MemberMessage[] = rows.map((row) => ({
      id: String(row.id),
      source: row.source,
      ...messageWords(row, languages),
      read: row.read_at !== null,
      createdAt: new Date(row.created_at).toISOString(),
    }));
    const { total, unread } = totals.rows[0]!;
    return { list, total, unread };
  }

  async read(session: MemberSession, which: { ids?: string[] | undefined; all?: true | undefined }) {
    if (session.isTrial) return { count: 0 };
    const memberId = session.memberId;
    const now = this.clock.now();
    if (which.all) {
      await this.db
        .updateTable('member_messages')
        .set({ read_at: now })
        .where('member_id', '=', memberId)
        .where('read_at', 'is', null)
        .where('deleted', '=', false)
        .execute();
    } else {
      await this.own(which.ids ?? [], (tx, ids) =>
        tx
          .updateTable('member_messages')
          .set({ read_at: sql`coalesce(read_at, ${now})` })
          .where('member_id', '=', memberId)
          .where('message_id', 'in', ids)
          .where('deleted', '=', false)
          .executeTakeFirst(),
      );
    }
    this.changed(session.merchantId, [memberId]);
    return this.unread(session);
  }

  async remove(session: MemberSession, ids: string[]) {
    if (session.isTrial) throw new AppError('message.not.found');
    const memberId = session.memberId;
    await this.own(ids, (tx, unique) =>
      tx
        .updateTable('member_messages')
        .set({ deleted: true })
        .where('member_id', '=', memberId)
        .where('message_id', 'in', unique)
        .where('deleted', '=', false)
        .executeTakeFirst(),
    );
    this.changed(session.merchantId, [memberId]);
    return this.unread(session);
  }

  /** Runs `change` (on the member's rows of `ids`) in a transaction, refused whole unless it met each id. */
  private async own(
    ids: string[],
    change: (tx: Db, unique: string[]) => Promise<{ numUpdatedRows: bigint }>,
  ): Promise<void> {
    const unique = [...new Set(ids)];
    await this.db.transaction().execute(async (tx) => {
      const { numUpdatedRows } = await change(tx, unique);
      if (Number(numUpdatedRows) !== unique.length) throw new AppError('message.not.found');
    });
  }
}

/**
 * Unread messages of each of these members (0 for none): per member, the partial index
 * `member_messages_unread` alone answers the count. One statement however many members.
 */
export async function unreadCounts(db: Db, memberIds: readonly number[]): Promise<Map<number, number>> {
  const { rows } = await sql<{ member_id: number; count: number }>`
    select m.id as member_id, (select count(*)::int from member_messages r
      where r.member_id = m.id and r.read_at is null and not r.deleted) as count
    from members m where m.id = any(${[...memberIds]}::int[])`.execute(db);
  return new Map(rows.map((row) => [row.member_id, row.count]));
}
