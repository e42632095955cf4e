import { getMemberLedgerStaff, getMemberStaff, listMembersStaff, putMemberStatus } from '@tessera/contracts';
import { AppError } from '../../http/app-error.js';
import { requireStaff } from '../../http/context.js';
import type { RouteDeps } from '../../routes.js';
import { memberPage, memberStatement } from './member-page.repo.js';
import { searchMembers } from './member-search.repo.js';

/** The back office's members (issue 13): search, a member's page and statement, freezing. */
export function memberAdminRoutes({ app, gate, services, bind }: RouteDeps): void {
  const { db, memberStatus } = services;
  bind(app, gate, listMembersStaff, async ({ ctx, query }) => ({
    ...(await searchMembers(db, ctx.merchant.id, query)),
    pageNo: query.pageNo,
    pageSize: query.pageSize,
  }));
  bind(app, gate, getMemberStaff, async ({ ctx, params }) => {
    const page = await memberPage(db, ctx.merchant.id, params.memberId, ctx.merchant.currencyScale);
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
}
