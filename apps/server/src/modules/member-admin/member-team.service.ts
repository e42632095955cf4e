import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import type { StaffSession } from '../../http/context.js';
import { AGENT_TYPES } from '../accounts/member-view.js';
import type { MemberSessions } from '../accounts/sessions.js';
import { moveTeamPlay } from '../agents/play-roll-up.js';
import { recordAudit } from '../audit/audit.repo.js';

/**
 * Staff notes on a member, and moving a member with their whole team under another agent. The
 * team is found by its materialised path (domain.md §7): a member's path lists their uplines from
 * the top (`/12/34/`), so the member's team is every path that starts with theirs plus their id.
 */
export class MemberTeam {
  constructor(
    private readonly db: Db,
    private readonly sessions: MemberSessions,
  ) {}

  async notes(merchantId: number, memberId: number) {
    const rows = await this.db
      .selectFrom('member_notes')
      .innerJoin('staff', 'staff.id', 'member_notes.staff_id')
      .select(['member_notes.id', 'member_notes.created_at', 'staff.username', 'member_notes.body'])
      .where('member_notes.member_id', '=', memberId)
      .where('member_notes.merchant_id', '=', merchantId)
      .orderBy('member_notes.id', 'desc')
      .limit(200)
      .execute();
    return { list: rows.map(toNote) };
  }

  async addNote(actor: StaffSession, memberId: number, body: string) {
    await this.requireMember(actor.merchantId, memberId);
    const row = await this.db
      .insertInto('member_notes')
      .values({ merchant_id: actor.merchantId, member_id: memberId, staff_id: actor.staffId, body })
      .returning(['id', 'created_at', 'body'])
      .executeTakeFirstOrThrow();
    return toNote({ ...row, username: actor.username });
  }

  /** Move a member, and every member below them, under `parentId` (an agent) or to the top. */
  async move(actor: StaffSession, memberId: number, parentId: number | null, reason: string, ip: string) {
    const result = await this.db.transaction().execute(async (tx) => {
      const member = await tx
        .selectFrom('members')
        .select(['id', 'path', 'parent_id', 'is_trial'])
        .where('id', '=', memberId)
        .where('merchant_id', '=', actor.merchantId)
        .forUpdate()
        .executeTakeFirst();
      if (!member) throw new AppError('object.not.found');
      let newPath = '/';
      if (parentId !== null) {
        const parent = await tx
          .selectFrom('members')
          .select(['id', 'path', 'type'])
          .where('id', '=', parentId)
          .where('merchant_id', '=', actor.merchantId)
          .forUpdate()
          .executeTakeFirst();
        const insideOwnTeam = parent && (parent.id === member.id || parent.path.includes(`/${member.id}/`));
        if (!parent || insideOwnTeam || !(AGENT_TYPES as readonly number[]).includes(parent.type)) {
          throw new AppError('member.upline.invalid');
        }
        newPath = `${parent.path}${parent.id}/`;
      }
      if (member.is_trial) throw new AppError('member.upline.invalid');
      const oldPrefix = `${member.path}${member.id}/`;
      const newPrefix = `${newPath}${member.id}/`;
      await tx
        .updateTable('members')
        .set({ parent_id: parentId, path: newPath })
        .where('id', '=', member.id)
        .execute();
      const team = await tx
        .updateTable('members')
        .set({ path: sql<string>`${newPrefix}::text || substr(path, ${oldPrefix.length + 1}::int)` })
        .where('merchant_id', '=', actor.merchantId)
        .where('path', 'like', `${oldPrefix}%`)
        .executeTakeFirst();
      const movedTeam = Number(team.numUpdatedRows);
      await moveTeamPlay(tx, {
        merchantId: actor.merchantId,
        memberId: member.id,
        oldPath: member.path,
        newPath,
      });
      await recordAudit(tx, {
        merchantId: actor.merchantId,
        actorType: 'staff',
        actorId: actor.staffId,
        action: 'member.upline.move',
        target: `member:${member.id}`,
        details: { before: member.parent_id, after: parentId, movedTeam, reason },
        ip,
      });
      return { id: member.id, parentId, movedTeam };
    });
    this.sessions.forgetMember(memberId);
    return result;
  }

  private async requireMember(merchantId: number, memberId: number): Promise<void> {
    const found = await this.db
      .selectFrom('members')
      .select('id')
      .where('id', '=', memberId)
      .where('merchant_id', '=', merchantId)
      .executeTakeFirst();
    if (!found) throw new AppError('object.not.found');
  }
}

const toNote = (row: { id: string; created_at: Date; username: string; body: string }) => ({
  id: String(row.id),
  at: new Date(row.created_at).toISOString(),
  staffName: row.username,
  body: row.body,
});
