import {
  getMemberLedgerStaff,
  getMemberStaff,
  listAuditStaff,
  listLotteryBetsStaff,
  listMemberNotes,
  listMembersStaff,
  listRoundsStaff,
  postMemberNote,
  putMemberStatus,
  putMemberUpline,
  resetMemberSecondFactor,
  sendMemberPasswordReset,
} from '@tessera/contracts';
import { AppError } from '../../http/app-error.js';
import { requireStaff } from '../../http/context.js';
import type { RouteDeps } from '../../routes.js';
import { listAudit, recordAudit } from '../audit/audit.repo.js';
import { memberPage, memberStatement } from './member-page.repo.js';
import { searchMembers } from './member-search.repo.js';
import { listLotteryBets, listRounds } from './play-lists.repo.js';

/**
 * The back office's members (issue 13): search, a member's page and statement, freezing, clearing
 * a second factor; and the audit log those actions (and every other staff action) write.
 */
export function memberAdminRoutes({ app, gate, services, bind }: RouteDeps): void {
  const { db, memberStatus, memberTeam, passwordResets, geo } = services;
  bind(app, gate, listMembersStaff, async ({ ctx, query }) => ({
    ...(await searchMembers(db, ctx.merchant.id, query)),
    pageNo: query.pageNo,
    pageSize: query.pageSize,
  }));
  bind(app, gate, getMemberStaff, async ({ ctx, params }) => {
    const page = await memberPage(db, ctx.merchant.id, params.memberId, ctx.merchant.currencyScale, geo);
    if (!page) throw new AppError('object.not.found');
    return page;
  });
  bind(app, gate, getMemberLedgerStaff, async ({ ctx, params, query }) => {
    const exists = await db
      .selectFrom('members')
      .select('id')
      .where('id', '=', params.memberId)
      .where('merchant_id', '=', ctx.merchant.id)
      .executeTakeFirst();
    if (!exists) throw new AppError('object.not.found');
    return memberStatement(db, ctx.merchant.id, params.memberId, ctx.merchant.currencyScale, query);
  });
  bind(app, gate, putMemberStatus, ({ ctx, params, body }) =>
    memberStatus.set(requireStaff(ctx), params.memberId, body, ctx.ip),
  );
  bind(app, gate, resetMemberSecondFactor, ({ ctx, params, body }) =>
    memberStatus.resetSecondFactor(requireStaff(ctx), params.memberId, body.reason, ctx.ip),
  );
  bind(app, gate, listAuditStaff, ({ ctx, query }) => listAudit(db, ctx.merchant.id, query));
  bind(app, gate, listMemberNotes, ({ ctx, params }) => memberTeam.notes(ctx.merchant.id, params.memberId));
  bind(app, gate, postMemberNote, ({ ctx, params, body }) =>
    memberTeam.addNote(requireStaff(ctx), params.memberId, body.body),
  );
  bind(app, gate, putMemberUpline, ({ ctx, params, body }) =>
    memberTeam.move(requireStaff(ctx), params.memberId, body.parentId, body.reason, ctx.ip),
  );
  bind(app, gate, sendMemberPasswordReset, async ({ ctx, params }) => {
    const actor = requireStaff(ctx);
    const sent = await passwordResets.sendForStaff(ctx.merchant, params.memberId);
    await recordAudit(db, {
      merchantId: ctx.merchant.id,
      actorType: 'staff',
      actorId: actor.staffId,
      action: 'member.password.reset.link',
      target: `member:${params.memberId}`,
      details: { sentTo: sent.sentTo },
      ip: ctx.ip,
    });
    return sent;
  });
  bind(app, gate, listRoundsStaff, ({ ctx, query }) =>
    listRounds(db, ctx.merchant.id, ctx.merchant.currencyScale, query),
  );
  bind(app, gate, listLotteryBetsStaff, ({ ctx, query }) =>
    listLotteryBets(db, ctx.merchant.id, ctx.merchant.currencyScale, query),
  );
}
