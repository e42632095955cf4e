import {
  type MessageAudience,
  type MessageDraft,
  type SentMessage,
  ZMessageAudience,
} from '@tessera/contracts';
import { type ExpressionBuilder, sql, type Transaction } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { teamPath, underPath } from '../../db/team-path.js';
import { AppError } from '../../http/app-error.js';
import type { RequestContext, StaffSession } from '../../http/context.js';
import { isAgentType } from '../accounts/member-view.js';
import { recordStaffAudit } from '../audit/audit.repo.js';
import type { InboxChange } from './messages.js';

type MemberWhere = (
  eb: ExpressionBuilder<DB, 'members'>,
) => ReturnType<ExpressionBuilder<DB, 'members'>['and']>;

/**
 * Staff's messages (decision 0047): one sending is a `messages` row and a recipient row for each
 * member of its audience, written in one set-based statement (`insert … select` over the members,
 * however many); an audience nobody is in is refused. Trial members are never in one. Audited.
 */
export class MessageSending {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly changed: InboxChange,
  ) {}

  /**
   * `within`: more work of the caller's that commits with the sending or not at all (a feedback
   * reply settles its item in the same transaction), given the message's id.
   */
  async send(
    ctx: RequestContext,
    staff: StaffSession,
    draft: MessageDraft,
    within?: (tx: Transaction<DB>, messageId: string) => Promise<void>,
  ): Promise<SentMessage> {
    const { title, body } = checkedWords(draft);
    const merchantId = ctx.merchant.id;
    const { who, memberId } = await this.audienceWhere(merchantId, draft.audience);
    const id = await this.db.transaction().execute(async (tx) => {
      const message = await tx
        .insertInto('messages')
        .values({
          merchant_id: merchantId,
          source: 'STAFF',
          title: JSON.stringify(title),
          body: JSON.stringify(body),
          audience: JSON.stringify(draft.audience),
          sent_by: staff.staffId,
          created_at: this.clock.now(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const written = await tx
        .insertInto('member_messages')
        .columns(['member_id', 'message_id'])
        .expression(
          tx
            .selectFrom('members')
            .select(['members.id', sql<string>`${message.id}::bigint`.as('message_id')])
            .where('members.merchant_id', '=', merchantId)
            .where('members.is_trial', '=', false)
            .where(who),
        )
        .executeTakeFirst();
      const recipients = Number(written.numInsertedOrUpdatedRows ?? 0n);
      if (recipients === 0) throw new AppError('message.no.recipients');
      await tx.updateTable('messages').set({ recipients }).where('id', '=', message.id).execute();
      await recordStaffAudit(tx, ctx, staff, {
        action: 'message.send',
        target: String(message.id),
        details: { audience: draft.audience, recipients, title },
      });
      if (within) await within(tx, message.id);
      return message.id;
    });
    this.changed(merchantId, memberId === null ? null : [memberId]);
    const [sent] = await this.sent(merchantId, { id });
    return sent!;
  }

  async list(ctx: RequestContext, page: { pageNo: number; pageSize: number }) {
    const merchantId = ctx.merchant.id;
    const [list, total] = await Promise.all([
      this.sent(merchantId, page),
      this.db
        .selectFrom('messages')
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .where('merchant_id', '=', merchantId)
        .where('source', '=', 'STAFF')
        .executeTakeFirstOrThrow(),
    ]);
    return { list, total: Number(total.total) };
  }

  /** Staff's sent messages, newest first: one by id, or a page. */
  private async sent(
    merchantId: number,
    which: { id: string } | { pageNo: number; pageSize: number },
  ): Promise<SentMessage[]> {
    let query = this.db
      .selectFrom('messages as m')
      .leftJoin('staff as s', 's.id', 'm.sent_by')
      .select([
        'm.id',
        'm.audience',
        'm.title',
        'm.body',
        'm.recipients',
        'm.created_at',
        's.username as sent_by',
        sql<number>`(select count(*)::int from member_messages r where r.message_id = m.id and r.read_at is not null)`.as(
          'read',
        ),
      ])
      .where('m.merchant_id', '=', merchantId)
      .where('m.source', '=', 'STAFF')
      .orderBy('m.id', 'desc');
    query =
      'id' in which
        ? query.where('m.id', '=', which.id)
        : query.limit(which.pageSize).offset((which.pageNo - 1) * which.pageSize);
    const rows = await query.execute();
    return rows.map((row) => ({
      id: String(row.id),
      audience: ZMessageAudience.parse(row.audience),
      title: row.title,
      body: row.body,
      recipients: row.recipients,
      read: row.read,
      sentBy: row.sent_by ?? '',
      createdAt: new Date(row.created_at).toISOString(),
    }));
  }

  /** Which of the brand's members an audience names; a member or an agent named must exist. */
  private async audienceWhere(
    merchantId: number,
    audience: MessageAudience,
  ): Promise<{ who: MemberWhere; memberId: number | null }> {
    const many = (who: MemberWhere) => ({ who, memberId: null });
    switch (audience.kind) {
      case 'ALL':
        return many((eb) => eb.and([]));
      case 'VIP':
        return many((eb) =>
          eb.and([
            eb(
              sql<number>`coalesce((select v.level from member_vip v where v.member_id = members.id), 0)`,
              'in',
              audience.levels,
            ),
          ]),
        );
      case 'MEMBER': {
        const member = await this.named(merchantId, audience.username);
        return { who: (eb) => eb.and([eb('members.id', '=', member.id)]), memberId: member.id };
      }
      case 'TEAM': {
        const agent = await this.named(merchantId, audience.agent);
        if (!isAgentType(agent.type)) {
          throw new AppError('message.invalid', { rule: `${agent.username} is not an agent` });
        }
        return many((eb) =>
          eb.or([eb('members.id', '=', agent.id), eb(underPath('members.path', teamPath(agent)), '=', true)]),
        );
      }
    }
  }

  private async named(merchantId: number, username: string) {
    const member = await this.db
      .selectFrom('members')
      .select(['id', 'username', 'type', 'path', 'is_trial'])
      .where('merchant_id', '=', merchantId)
      .where('username_lower', '=', username.toLowerCase())
      .executeTakeFirst();
    if (!member || member.is_trial) throw new AppError('message.no.recipients');
    return member;
  }
}

/** Title and body in the same languages, at least one, none empty. */
function checkedWords(draft: MessageDraft): { title: Record<string, string>; body: Record<string, string> } {
  const written = (words: Record<string, string | undefined>) =>
    Object.fromEntries(Object.entries(words).filter((entry): entry is [string, string] => Boolean(entry[1])));
  const title = written(draft.title);
  const body = written(draft.body);
  const languages = new Set([...Object.keys(title), ...Object.keys(body)]);
  if (languages.size === 0) throw new AppError('message.invalid', { rule: 'write a title and a message' });
  for (const language of languages) {
    if (!title[language] || !body[language]) {
      throw new AppError('message.invalid', { rule: `${language} needs both a title and a message` });
    }
  }
  return { title, body };
}
